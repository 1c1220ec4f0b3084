import { css, keyframes } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../ui/Spinner';
import { media, theme } from '../../ui/theme';
import { captionLine } from './generatedMeme';
import { memeOptionCardCSS } from './memeOptionCard';
import { MemeImage } from './MemeImage';
import type { GenerationProgress as Progress } from './useMemeGeneration';

const statusCSS = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  text-align: center;
  color: ${theme.color.textMuted};
`;

const gridCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    ${memeOptionCardCSS};
    gap: ${theme.space.xs};
  }
`;

const pulse = keyframes`50% { opacity: 0.45; }`;

// A card still being written: the size of a meme picture and its caption line, gently pulsing.
const placeholderCSS = css`
  & > div {
    border-radius: ${theme.radius.md};
    background: ${theme.color.border};
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  & > div:first-of-type {
    aspect-ratio: 4 / 3;
  }
  & > div:last-of-type {
    block-size: 0.85rem;
    inline-size: 70%;
  }
  ${media.reducedMotion} {
    & > div {
      animation: none;
    }
  }
`;

const captionCSS = css`
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * 'Generating your memes...' with each meme shown as soon as it is written and a placeholder card
 * for each still to come; the count of those ready is announced politely.
 */
export function GenerationProgress({ progress }: { progress: Progress | null }) {
  const intl = useIntl();
  const ready = progress?.memes.length ?? 0;
  const total = progress?.total ?? 0;
  return (
    <>
      <div css={statusCSS} aria-live="polite">
        <Spinner />
        <strong>
          <FormattedMessage id="GenerationResult.generating" />
        </strong>
        <span>
          <FormattedMessage id="GenerationResult.wait" />
        </span>
        {ready > 0 ? (
          <span>
            <FormattedMessage id="GenerationResult.progress" values={{ ready, total }} />
          </span>
        ) : null}
      </div>
      {total > 0 ? (
        <ul css={gridCSS} aria-label={intl.formatMessage({ id: 'GenerationResult.soFar' })}>
          {progress!.memes.map((meme) => (
            <li key={meme.id}>
              <MemeImage meme={meme} />
              <span css={captionCSS}>{captionLine(meme)}</span>
            </li>
          ))}
          {Array.from({ length: Math.max(0, total - ready) }, (_, index) => (
            <li key={`pending-${index}`} css={placeholderCSS} aria-hidden>
              <div />
              <div />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
