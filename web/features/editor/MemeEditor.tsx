import { css } from '@emotion/react';
import { useId, useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { CenteredSpinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { theme } from '../../ui/theme';
import { StickerPanel } from '../stickers/StickerPanel';
import type { MemeEditor_template$data, MemeEditor_template$key } from './__generated__/MemeEditor_template.graphql';
import type { MemeEditorQuery } from './__generated__/MemeEditorQuery.graphql';
import { CaptionPanel } from './CaptionPanel';
import { designReducer, initialDesign } from './memeDesign';
import { MemePreview } from './MemePreview';
import { MemeResult, type GeneratedMeme, type MemeResultState } from './MemeResult';
import { RenderFailure, renderPng, serverRenderUrl, type EditorTemplate } from './renderDesign';
import { StickerControls } from './StickerControls';
import { toTextPosition } from './textPosition';
import { useStickerImages, useTemplateImage } from './useLoadedImages';

const editorCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

const headerCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

const columnsCSS = css`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr);
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const noticeCSS = css`
  padding: ${theme.space.lg};
  text-align: center;
  color: ${theme.color.destructive};
`;

const hintCSS = css`
  margin-block-start: ${theme.space.sm};
  font-size: 0.85rem;
  color: ${theme.color.textMuted};
  text-align: center;
`;

type EditorActions = {
  onBack: () => void;
  onGenerate?: (meme: GeneratedMeme) => void;
};

export type MemeEditorProps = EditorActions & { templateId: string };

/** Loads a template (by global id or slug) and edits it; 'Template with ID {id} not found' if there is none. */
export function MemeEditor({ templateId, ...actions }: MemeEditorProps) {
  const intl = useIntl();
  const { template } = useLazyLoadQuery<MemeEditorQuery>(
    graphql`
      query MemeEditorQuery($id: ID!) {
        template(id: $id) {
          ...MemeEditor_template
        }
      }
    `,
    { id: templateId },
    { fetchPolicy: 'store-or-network' },
  );
  if (!template) {
    return (
      <p css={noticeCSS} role="alert">
        {intl.formatMessage({ id: 'TemplateEditor.templateNotFound' }, { id: templateId })}
      </p>
    );
  }
  return <TemplateMemeEditor template={template} {...actions} />;
}

/**
 * The editor for one template: preview, 'Edit Captions', 'Add Stickers', the selected sticker's
 * controls, 'Back to Templates' and 'Generate Meme' (then Download and Share). Mount it with a
 * `key` per template: picking another template starts from a fresh design (spec section 4).
 */
function TemplateMemeEditor({ template: templateRef, onBack, onGenerate }: EditorActions & { template: MemeEditor_template$key }) {
  const intl = useIntl();
  const titleId = useId();
  const data = useFragment(
    graphql`
      fragment MemeEditor_template on Template {
        slug
        name
        url
        isGif
        width
        height
        textPositions {
          ...textPosition_slot
        }
      }
    `,
    templateRef,
  );
  const template = useMemo(() => toEditorTemplate(data), [data]);
  const reducer = useMemo(() => designReducer({ secondCaption: intl.formatMessage({ id: 'TemplateEditor.secondCaption' }) }), [intl]);
  const [design, dispatch] = useReducer(reducer, template.textPositions, initialDesign);
  const picture = useTemplateImage(template.url);
  const stickerImages = useStickerImages(design.stickers.map((sticker) => sticker.url));
  const [result, setResult] = useState<MemeResultState | null>(null);
  const selectedSticker = design.selection?.kind === 'sticker' ? design.stickers.find((sticker) => sticker.key === design.selection?.id) : undefined;

  const generate = async () => {
    setResult({ status: 'rendering' });
    try {
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
      setResult({ status: 'ready', meme, templateName: template.name, png });
      onGenerate?.(meme);
    } catch (error) {
      // Spec section 8: the card says 'Failed to load meme'; the cause is only logged.
      console.warn(error instanceof RenderFailure ? intl.formatMessage({ id: error.messageId }) : 'Rendering the meme failed', error);
      setResult({ status: 'failed' });
    }
  };

  return (
    <section css={editorCSS} aria-labelledby={titleId}>
      <header css={headerCSS}>
        <h2 id={titleId}>{template.name}</h2>
        <Button variant="secondary" onClick={onBack}>
          {intl.formatMessage({ id: 'TemplateEditor.backToTemplates' })}
        </Button>
      </header>
      <div css={columnsCSS}>
        <div>
          {picture.status === 'ready' ? (
            <MemePreview template={template} image={picture.image} design={design} dispatch={dispatch} stickerImages={stickerImages} />
          ) : picture.status === 'failed' ? (
            <p css={noticeCSS} role="alert">
              {intl.formatMessage({ id: 'TemplateEditor.loadImageFailed' })}
            </p>
          ) : (
            <CenteredSpinner label={intl.formatMessage({ id: 'TemplateEditor.loadingTemplate' })} />
          )}
          <p css={hintCSS}>{intl.formatMessage({ id: 'TemplateEditor.previewHint' })}</p>
          {selectedSticker ? <StickerControls sticker={selectedSticker} dispatch={dispatch} /> : null}
        </div>
        <Tabs
          label={intl.formatMessage({ id: 'TemplateEditor.toolsLabel' })}
          items={[
            {
              id: 'captions',
              label: intl.formatMessage({ id: 'TemplateEditor.editCaptions' }),
              panel: <CaptionPanel template={template} design={design} dispatch={dispatch} />,
            },
            {
              id: 'stickers',
              label: intl.formatMessage({ id: 'TemplateEditor.addStickers' }),
              panel: <StickerPanel onPick={(sticker) => dispatch({ type: 'addSticker', sticker })} />,
            },
          ]}
        />
      </div>
      <div>
        <Button disabled={picture.status !== 'ready' || result?.status === 'rendering'} onClick={() => void generate()}>
          {intl.formatMessage({ id: 'TemplateEditor.generate' })}
        </Button>
      </div>
      {result ? <MemeResult state={result} /> : null}
    </section>
  );
}

function toEditorTemplate(data: MemeEditor_template$data): EditorTemplate {
  return {
    slug: data.slug,
    name: data.name,
    url: data.url,
    isGif: data.isGif,
    width: data.width,
    height: data.height,
    textPositions: data.textPositions.map(toTextPosition),
  };
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}
