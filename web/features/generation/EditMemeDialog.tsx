import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Dialog, dialogActionsCSS } from '../../ui/Dialog';
import { inputCSS } from '../../ui/FormField';
import { CloseIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { GeneratedMeme } from './generatedMeme';
import { MemeImage } from './MemeImage';
import { useMemeActions } from './useMemeActions';
import { useUpdateMemeCaptions } from './useUpdateMemeCaptions';

const layoutCSS = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  gap: ${theme.space.lg};
  margin-block-start: ${theme.space.md};
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
  }
`;

const listCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    gap: ${theme.space.xs};
  }
`;

const savedCSS = css`
  font-size: 0.85rem;
  color: ${theme.color.textMuted};
`;

/** How long typing pauses before the captions are saved. */
const AUTO_SAVE_MS = 700;

type Draft = { slot: string; text: string };

type EditMemeDialogProps = {
  meme: GeneratedMeme;
  open: boolean;
  onClose: () => void;
  onUpdated: (meme: GeneratedMeme) => void;
  favorite: boolean;
  onToggleFavorite: () => void;
};

/**
 * 'Edit Meme': captions on the left (one always kept), the picture on the right, Download, Copy
 * and Star; every change is saved on its own and the picture drawn again ('Auto-saved at {time}',
 * shown from the start). Blank captions are saved too and skipped in the picture.
 */
export function EditMemeDialog({ meme, open, onClose, onUpdated, favorite, onToggleFavorite }: EditMemeDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const actions = useMemeActions();
  const { save } = useUpdateMemeCaptions();
  const [drafts, setDrafts] = useState<Draft[]>(() => meme.captions.map(({ slot, text }) => ({ slot, text })));
  // The meme is saved as it opens, so 'Auto-saved at {time}' shows from the start.
  const [savedAt, setSavedAt] = useState(() => new Date());
  const changed = useRef(false);
  // The save waiting for typing to pause, run at once when the dialog closes so no edit is lost.
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!open || !changed.current) return;
    const run = () => {
      pending.current = null;
      changed.current = false;
      const captions = drafts.map((draft) => {
        const stored = meme.captions.find((caption) => caption.slot === draft.slot);
        return {
          slot: draft.slot,
          text: draft.text,
          position: stored?.position === '%future added value' ? null : stored?.position,
          x: stored?.x,
          y: stored?.y,
        };
      });
      void save(meme.id, captions).then((updated) => {
        if (!updated) return;
        onUpdated(updated);
        setSavedAt(new Date());
      });
    };
    pending.current = run;
    const timer = setTimeout(run, AUTO_SAVE_MS);
    return () => clearTimeout(timer);
  }, [drafts, open, meme, save, onUpdated, toast, intl]);
  useEffect(() => () => pending.current?.(), []);

  const close = () => {
    pending.current?.();
    onClose();
  };
  const edit = (next: Draft[]) => {
    changed.current = true;
    setDrafts(next);
  };
  const addCaption = () =>
    edit([...drafts, { slot: `caption-${Date.now().toString(36)}`, text: drafts.length === 1 ? intl.formatMessage({ id: 'EditMeme.secondCaption' }) : '' }]);

  return (
    <Dialog open={open} onClose={close} size="lg" title={intl.formatMessage({ id: 'EditMeme.title' })}>
      <div css={layoutCSS}>
        <div>
          <ol css={listCSS} aria-label={intl.formatMessage({ id: 'EditMeme.captions' })}>
            {drafts.map((draft, index) => (
              <li key={draft.slot}>
                <input
                  css={inputCSS}
                  dir="auto"
                  value={draft.text}
                  aria-label={intl.formatMessage({ id: 'EditMeme.caption' }, { number: index + 1 })}
                  onChange={(event) => edit(drafts.map((other, at) => (at === index ? { ...other, text: event.target.value } : other)))}
                />
                <Button
                  variant="ghost"
                  disabled={drafts.length <= 1}
                  aria-label={intl.formatMessage({ id: 'EditMeme.removeCaption' }, { number: index + 1 })}
                  onClick={() => edit(drafts.filter((_, at) => at !== index))}
                >
                  <CloseIcon size={16} />
                </Button>
              </li>
            ))}
          </ol>
          <Button variant="secondary" onClick={addCaption}>
            {intl.formatMessage({ id: 'EditMeme.addCaption' })}
          </Button>
          <p css={savedCSS} aria-live="polite">
            {intl.formatMessage({ id: 'EditMeme.autoSaved' }, { time: intl.formatTime(savedAt) })}
          </p>
        </div>
        <MemeImage meme={meme} size="large" />
      </div>
      <div css={dialogActionsCSS}>
        <Button variant="secondary" onClick={() => void actions.download(meme)}>
          {intl.formatMessage({ id: 'GeneratedMeme.download' })}
        </Button>
        <Button variant="secondary" onClick={() => void actions.copy(meme)}>
          {intl.formatMessage({ id: 'GeneratedMeme.copy' })}
        </Button>
        <Button variant="secondary" aria-pressed={favorite} onClick={onToggleFavorite}>
          {intl.formatMessage({ id: favorite ? 'EditMeme.starred' : 'EditMeme.star' })}
        </Button>
        <Button onClick={close} data-autofocus>
          {intl.formatMessage({ id: 'EditMeme.close' })}
        </Button>
      </div>
    </Dialog>
  );
}
