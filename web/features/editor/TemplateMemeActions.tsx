import { css } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { SaveToMyMemes } from '../memes/SaveToMyMemes';
import type { DesignEditorState } from './DesignEditor';
import type { MemeDesign } from './memeDesign';
import { MemeResult, type GeneratedMeme, type MemeResultState } from './MemeResult';
import { RenderFailure, renderPng, serverRenderUrl, type EditorTemplate } from './renderDesign';

const actionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;

type TemplateMemeActionsProps = {
  template: EditorTemplate;
  state: DesignEditorState;
  onGenerate?: (meme: GeneratedMeme) => void;
  viewerId: string | null;
};

/** 'Generate Meme' with its result (Download, Share), and 'Save to My Memes' (or, for visitors, how to). */
export function TemplateMemeActions({ template, state, onGenerate, viewerId }: TemplateMemeActionsProps) {
  const intl = useIntl();
  const { design, pictureReady, stickerImages } = state;
  const [result, setResult] = useState<MemeResultState | null>(null);

  const generate = async () => {
    setResult({ status: 'rendering' });
    try {
      const meme = await renderedMeme(template, design, stickerImages);
      setResult({ status: 'ready', meme: meme.meme, templateName: template.name, png: meme.png });
      onGenerate?.(meme.meme);
    } catch (error) {
      // Spec section 8: the card says 'Failed to load meme'; the cause is only logged.
      console.warn(error instanceof RenderFailure ? intl.formatMessage({ id: error.messageId }) : 'Rendering the meme failed', error);
      setResult({ status: 'failed' });
    }
  };

  return (
    <>
      <div css={actionsCSS}>
        <Button disabled={!pictureReady || result?.status === 'rendering'} onClick={() => void generate()}>
          {intl.formatMessage({ id: 'TemplateEditor.generate' })}
        </Button>
        <SaveToMyMemes viewerId={viewerId} templateId={template.slug} design={design} disabled={!pictureReady} />
      </div>
      {result ? <MemeResult state={result} /> : null}
    </>
  );
}

async function renderedMeme(
  template: EditorTemplate,
  design: MemeDesign,
  stickerImages: ReadonlyMap<string, HTMLImageElement>,
): Promise<{ meme: GeneratedMeme; png: () => Promise<Blob> }> {
  let imageUrl: string;
  let png: () => Promise<Blob>;
  if (template.isGif) {
    // GIFs are captioned frame by frame on the server, by the same renderer; shares are a PNG.
    imageUrl = serverRenderUrl(template, design, 'gif');
    png = () => renderPng(design, template, stickerImages);
  } else {
    const blob = await renderPng(design, template, stickerImages);
    imageUrl = await blobToDataUrl(blob);
    png = async () => blob;
  }
  const meme: GeneratedMeme = {
    templateId: template.slug,
    type: template.isGif ? 'gif' : 'image',
    captions: design.captions,
    originalPrompt: 'Template Meme',
    imageUrl,
  };
  return { meme, png };
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}
