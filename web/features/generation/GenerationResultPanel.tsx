import type { CaptionEngineName } from './CaptionSourceBadges';
import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { Button } from '../../ui/Button';
import { panelCSS } from '../../ui/Panel';
import { theme } from '../../ui/theme';
import { CaptionEditForm } from './CaptionEditForm';
import { CaptionSourceBadges } from './CaptionSourceBadges';
import { captionLine, type GeneratedMeme } from './generatedMeme';
import { GenerationProgress } from './GenerationProgress';
import { MemeImage } from './MemeImage';
import { useMemeActions } from './useMemeActions';
import type { GenerationProgress as Progress } from './useMemeGeneration';
import { memeOptionCardCSS } from './memeOptionCard';

const resultPanelCSS = css`
  ${panelCSS};
  min-block-size: 320px;
  container: result-panel / inline-size;
`;

const centeredCSS = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  flex: 1;
  text-align: center;
  color: ${theme.color.textMuted};
  & ol {
    text-align: start;
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
  }
`;

const progressPanelCSS = css`
  justify-content: center;
  gap: ${theme.space.md};
`;

const rowCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

// The option cards: one column on a phone, 2×2 in the creator's result panel, 4 in a row where
// the panel is wide; every card as tall as the tallest, its buttons on the bottom line.
const optionsCSS = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-auto-rows: 1fr;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  @container result-panel (min-width: 440px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container result-panel (min-width: 960px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  & li {
    ${memeOptionCardCSS};
    gap: ${theme.space.sm};
  }
  & li[data-selected='true'] {
    border-color: ${theme.color.accent};
    box-shadow: 0 0 0 1px ${theme.color.accent};
  }
  & li > button:first-of-type {
    position: relative;
    display: block;
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    padding: 0;
    border: 0;
    border-radius: ${theme.radius.md};
    background: none;
    cursor: pointer;
    overflow: hidden;
  }
  & li > button:first-of-type:disabled {
    cursor: default;
  }
  & li > button:first-of-type > div {
    position: absolute;
    inset: 0;
    min-block-size: 0;
  }
  & li > button:first-of-type img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: contain;
  }
`;

const optionCaptionCSS = css`
  flex: 1;
  color: ${theme.color.textMuted};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
`;

const optionActionsCSS = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  & button {
    flex: 1 1 0;
    min-block-size: 34px;
    padding-inline: ${theme.space.sm};
    font-size: 0.85rem;
  }
`;

export type ResultStatus = 'idle' | 'generating' | 'results';

type GenerationResultPanelProps = {
  status: ResultStatus;
  /** While generating: the memes written so far, shown before the whole answer. */
  progress: Progress | null;
  memes: readonly GeneratedMeme[];
  captionEngine: CaptionEngineName | null;
  /** The language the captions are written in (the prompt's); shown when it is not the interface's. */
  captionLanguage: string | null;
  /** The empty state's four how-to steps. */
  steps: readonly MessageId[];
  onRegenerate: () => void;
  onCreateNew: () => void;
  onUpdated: (meme: GeneratedMeme) => void;
  /** The template page's edit mode (caption texts saved, the picture drawn again). */
  editable?: boolean;
};

/**
 * A creator page's result panel: how-to steps, 'Generating your memes...' with each meme as it is
 * written, then the chosen meme and up to 4 options.
 */
export function GenerationResultPanel({
  status,
  progress,
  memes,
  captionEngine,
  captionLanguage,
  steps,
  onRegenerate,
  onCreateNew,
  onUpdated,
  editable = false,
}: GenerationResultPanelProps) {
  const intl = useIntl();
  const actions = useMemeActions();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const options = memes.slice(0, 4);
  const selected = options.find((meme) => meme.id === selectedId) ?? options[0];

  if (status === 'generating') {
    return (
      <section css={[resultPanelCSS, progressPanelCSS]} aria-busy aria-label={intl.formatMessage({ id: 'GenerationResult.title' })}>
        <GenerationProgress progress={progress} />
      </section>
    );
  }
  if (status === 'idle' || !selected) {
    return (
      <section css={resultPanelCSS}>
        <div css={centeredCSS}>
          <strong>
            <FormattedMessage id="GenerationResult.howTo" />
          </strong>
          <ol>
            {steps.map((step) => (
              <li key={step}>
                <FormattedMessage id={step} />
              </li>
            ))}
          </ol>
        </div>
      </section>
    );
  }
  return (
    <section css={resultPanelCSS} aria-label={intl.formatMessage({ id: 'GenerationResult.title' })}>
      <CaptionSourceBadges captionEngine={captionEngine} captionLanguage={captionLanguage} />
      {editing ? (
        <CaptionEditForm
          meme={selected}
          onDone={(updated) => {
            if (updated) onUpdated(updated);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <MemeImage meme={selected} size="large" />
          <p>{captionLine(selected)}</p>
          <div css={rowCSS}>
            <Button onClick={() => void actions.download(selected)}>{intl.formatMessage({ id: 'GeneratedMeme.download' })}</Button>
            <Button variant="secondary" onClick={() => void actions.share(selected)}>
              {intl.formatMessage({ id: 'GeneratedMeme.share' })}
            </Button>
            {editable ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {intl.formatMessage({ id: 'GenerationResult.edit' })}
              </Button>
            ) : null}
          </div>
        </>
      )}
      <ul css={optionsCSS} aria-label={intl.formatMessage({ id: 'GenerationResult.options' })}>
        {options.map((meme, index) => (
          <li key={meme.id} data-selected={meme.id === selected.id}>
            <button
              type="button"
              aria-pressed={meme.id === selected.id}
              aria-label={intl.formatMessage({ id: 'GenerationResult.option' }, { number: index + 1 })}
              onClick={() => setSelectedId(meme.id)}
              disabled={editing}
            >
              <MemeImage meme={meme} />
            </button>
            <span css={optionCaptionCSS} title={captionLine(meme)}>
              {captionLine(meme)}
            </span>
            <div css={optionActionsCSS}>
              <Button variant="secondary" onClick={() => void actions.download(meme)}>
                {intl.formatMessage({ id: 'GeneratedMeme.download' })}
              </Button>
              <Button variant="secondary" onClick={() => void actions.share(meme)}>
                {intl.formatMessage({ id: 'GeneratedMeme.share' })}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div css={rowCSS}>
        <Button variant="secondary" onClick={onRegenerate} disabled={editing}>
          {intl.formatMessage({ id: 'GenerationResult.regenerate' })}
        </Button>
        <Button variant="ghost" onClick={onCreateNew} disabled={editing}>
          {intl.formatMessage({ id: 'GenerationResult.createNew' })}
        </Button>
      </div>
    </section>
  );
}
