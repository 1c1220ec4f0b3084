import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Caption } from '../../../core/templates/types';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import { downloadBlob, memeFileName, openInNewTab, shareImage } from './memeExport';

/** A meme made in the editor (spec section 3's meme result, template flow). */
export type GeneratedMeme = {
  templateId: string;
  type: 'image' | 'gif';
  captions: Caption[];
  originalPrompt: 'Template Meme';
  /** a PNG data URL, or for GIFs the server's render URL */
  imageUrl: string;
};

export type MemeResultState =
  { status: 'rendering' } | { status: 'failed' } | { status: 'ready'; meme: GeneratedMeme; templateName: string; png: () => Promise<Blob> };

const resultCSS = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  & img {
    max-inline-size: 100%;
    max-block-size: 70vh;
    border-radius: ${theme.radius.md};
  }
`;

const actionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

/** The generated meme with Download (PNG; a GIF opens in a new tab) and Share (PNG file, else clipboard). */
export function MemeResult({ state }: { state: MemeResultState }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [broken, setBroken] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);

  if (state.status !== 'ready' || broken === state.meme.imageUrl) {
    return (
      <section css={resultCSS} aria-live="polite">
        <p>
          <FormattedMessage id={state.status === 'rendering' ? 'MemeResult.rendering' : 'MemeResult.failed'} />
        </p>
      </section>
    );
  }
  const { meme, templateName, png } = state;

  const download = async () => {
    if (meme.type === 'gif') {
      openInNewTab(meme.imageUrl);
      return;
    }
    downloadBlob(await png(), memeFileName(meme.templateId, 'png'));
  };

  const share = async () => {
    setSharing(true);
    try {
      const outcome = await shareImage(await png(), memeFileName(meme.templateId, 'png'), intl.formatMessage({ id: 'App.name' }));
      if (outcome === 'copied') toast({ title: intl.formatMessage({ id: 'MemeShare.copied' }), variant: 'success' });
    } catch (error) {
      console.warn('Sharing the meme failed', error);
      toast({ title: intl.formatMessage({ id: 'MemeShare.failed' }), variant: 'destructive' });
    } finally {
      setSharing(false);
    }
  };

  return (
    <section css={resultCSS} aria-label={intl.formatMessage({ id: 'MemeResult.title' })}>
      <img src={meme.imageUrl} alt={intl.formatMessage({ id: 'MemeResult.alt' }, { name: templateName })} onError={() => setBroken(meme.imageUrl)} />
      <div css={actionsCSS}>
        <Button onClick={() => void download()}>{intl.formatMessage({ id: 'MemeResult.download' })}</Button>
        <Button variant="secondary" disabled={sharing} onClick={() => void share()}>
          {intl.formatMessage({ id: 'MemeResult.share' })}
        </Button>
      </div>
    </section>
  );
}
