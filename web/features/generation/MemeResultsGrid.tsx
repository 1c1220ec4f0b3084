import type { CaptionEngineName } from './CaptionSourceBadges';
import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { noticeCSS } from '../../ui/Card';
import { spreadRowCSS, stackCSS } from '../../ui/stack';
import { theme } from '../../ui/theme';
import type { GeneratedMeme } from './generatedMeme';
import { CaptionSourceBadges } from './CaptionSourceBadges';
import { MemeCard } from './MemeCard';

const headerCSS = css`
  ${spreadRowCSS};
  & h2 {
    font-family: ${theme.font.display};
    font-weight: 400;
    font-size: 2rem;
    letter-spacing: 0.03em;
  }
`;

const gridCSS = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${theme.space.md};
`;

const emptyCSS = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
`;

type MemeResultsGridProps = {
  memes: readonly GeneratedMeme[];
  captionEngine: CaptionEngineName | null;
  /** The language the captions are written in (the prompt's); shown when it is not the interface's. */
  captionLanguage: string | null;
  onUpdated: (meme: GeneratedMeme) => void;
  /** 'CREATE MORE MEMES' (and the empty state's 'Create Memes'): back to the creation view. */
  onCreateMore: () => void;
};

/** Home's 'YOUR MEMES' view: a grid of result cards, or the spec's empty state. */
export function MemeResultsGrid({ memes, captionEngine, captionLanguage, onUpdated, onCreateMore }: MemeResultsGridProps) {
  const intl = useIntl();
  const titleId = useId();
  if (memes.length === 0) {
    return (
      <div css={[noticeCSS, emptyCSS]}>
        <p>
          <FormattedMessage id="MemeResults.empty" />
        </p>
        <Button onClick={onCreateMore}>{intl.formatMessage({ id: 'MemeResults.createMemes' })}</Button>
      </div>
    );
  }
  return (
    <section css={stackCSS.md} aria-labelledby={titleId}>
      <header css={headerCSS}>
        <h2 id={titleId}>
          <FormattedMessage id="MemeResults.title" />
        </h2>
        <CaptionSourceBadges captionEngine={captionEngine} captionLanguage={captionLanguage} />
      </header>
      <div css={gridCSS}>
        {memes.map((meme) => (
          <MemeCard key={meme.id} meme={meme} onUpdated={onUpdated} />
        ))}
      </div>
      <Button onClick={onCreateMore}>{intl.formatMessage({ id: 'MemeResults.createMore' })}</Button>
    </section>
  );
}
