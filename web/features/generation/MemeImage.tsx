import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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

/** The rendered meme: 'Rendering...' while the server draws it, then the picture, or 'Failed to load meme'. */
export function MemeImage({ meme, size = 'card' }: MemeImageProps) {
  const intl = useIntl();
  // Per URL, so an edited meme (new URL) shows 'Rendering...' again.
  const [state, setState] = useState<{ url: string; status: 'loaded' | 'failed' } | null>(null);
  const status = state?.url === meme.imageUrl ? state.status : 'rendering';
  const alt = meme.description ?? intl.formatMessage({ id: 'GeneratedMeme.alt' });
  return (
    <div css={frameCSS} data-size={size} data-status={status}>
      {status === 'failed' ? (
        <p css={stateCSS} role="alert">
          <FormattedMessage id="GeneratedMeme.failed" />
        </p>
      ) : (
        <img
          src={meme.imageUrl}
          alt={alt}
          data-loading={status === 'rendering'}
          onLoad={() => setState({ url: meme.imageUrl, status: 'loaded' })}
          onError={() => {
            console.warn('The meme image could not be loaded', meme.imageUrl);
            setState({ url: meme.imageUrl, status: 'failed' });
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
