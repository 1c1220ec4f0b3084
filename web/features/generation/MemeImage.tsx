import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IMAGE_RETRY_DELAYS_MS } from '../../../core/render/constants';
import { Spinner } from '../../ui/Spinner';
import { theme } from '../../ui/theme';
import type { GeneratedMeme } from './generatedMeme';

const frameCSS = css`
  position: relative;
  display: grid;
  place-items: center;
  min-block-size: 160px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
  overflow: hidden;
  & img {
    display: block;
    inline-size: 100%;
    block-size: auto;
  }
  & img[data-loading='true'] {
    position: absolute;
    opacity: 0;
  }
  &[data-size='large'] img {
    max-block-size: 70vh;
    object-fit: contain;
  }
`;

const stateCSS = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  color: ${theme.color.textMuted};
  font-size: 0.9rem;
  text-align: center;
`;

type MemeImageProps = { meme: GeneratedMeme; size?: 'card' | 'large' };

// A busy server answers a picture with 503 (its render queue is full): the card asks again after
// each of IMAGE_IMAGE_RETRY_DELAYS_MS before it says it failed. An <img> can't read the status, so
// every failure is retried the same way.

type Phase = 'loading' | 'waiting' | 'loaded' | 'failed';

/** The rendered meme: 'Rendering...' while the server draws it, then the picture, or 'Failed to load meme'. */
export function MemeImage({ meme, size = 'card' }: MemeImageProps) {
  const intl = useIntl();
  // Per URL, so an edited meme (new URL) shows 'Rendering...' again.
  const [state, setState] = useState<{ url: string; phase: Phase; attempt: number } | null>(null);
  const { phase, attempt } = state?.url === meme.imageUrl ? state : { phase: 'loading' as Phase, attempt: 0 };
  const status = phase === 'loaded' || phase === 'failed' ? phase : 'rendering';
  const alt = meme.description ?? intl.formatMessage({ id: 'GeneratedMeme.alt' });

  // After a failed load, wait, then mount a new <img> (its key is the attempt), which asks again.
  useEffect(() => {
    if (phase !== 'waiting') return undefined;
    const url = meme.imageUrl;
    const timer = setTimeout(() => setState({ url, phase: 'loading', attempt }), IMAGE_RETRY_DELAYS_MS[attempt - 1]);
    return () => clearTimeout(timer);
  }, [phase, attempt, meme.imageUrl]);

  return (
    <div css={frameCSS} data-size={size} data-status={status}>
      {phase === 'failed' ? (
        <p css={stateCSS} role="alert">
          <FormattedMessage id="GeneratedMeme.failed" />
        </p>
      ) : phase === 'waiting' ? null : (
        <img
          key={attempt}
          src={meme.imageUrl}
          alt={alt}
          data-loading={status === 'rendering'}
          onLoad={() => setState({ url: meme.imageUrl, phase: 'loaded', attempt })}
          onError={() => {
            if (attempt < IMAGE_RETRY_DELAYS_MS.length) {
              setState({ url: meme.imageUrl, phase: 'waiting', attempt: attempt + 1 });
              return;
            }
            console.warn('The meme image could not be loaded', meme.imageUrl);
            setState({ url: meme.imageUrl, phase: 'failed', attempt });
          }}
        />
      )}
      {status === 'rendering' ? (
        <p css={stateCSS} aria-live="polite">
          <Spinner size="sm" />
          <FormattedMessage id="GeneratedMeme.rendering" />
        </p>
      ) : null}
    </div>
  );
}
