import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { inputCSS } from '../../ui/FormField';
import { theme } from '../../ui/theme';
import type { GeneratedMeme } from './generatedMeme';
import { MemeImage } from './MemeImage';
import { useUpdateMemeCaptions } from './useUpdateMemeCaptions';

const formCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  & label {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

const rowCSS = css`
  display: flex;
  gap: ${theme.space.sm};
`;

type CaptionEditFormProps = { meme: GeneratedMeme; onDone: (updated: GeneratedMeme | null) => void };

/** The template page's edit mode: change the caption texts, then Save (the picture is drawn again) or Cancel. */
export function CaptionEditForm({ meme, onDone }: CaptionEditFormProps) {
  const intl = useIntl();
  const { save, saving } = useUpdateMemeCaptions();
  const [texts, setTexts] = useState(() => meme.captions.map((caption) => caption.text));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const updated = await save(
      meme.id,
      meme.captions.map((caption, index) => ({
        slot: caption.slot,
        text: texts[index] ?? '',
        position: caption.position === '%future added value' ? null : caption.position,
        x: caption.x,
        y: caption.y,
      })),
    );
    if (!updated) return;
    onDone(updated);
  };

  return (
    <form css={formCSS} onSubmit={(event) => void submit(event)}>
      <MemeImage meme={meme} size="large" />
      {meme.captions.map((caption, index) => (
        <label key={caption.slot}>
          {intl.formatMessage({ id: 'EditMeme.caption' }, { number: index + 1 })}
          <input
            css={inputCSS}
            dir="auto"
            value={texts[index] ?? ''}
            disabled={saving}
            onChange={(event) => setTexts(texts.map((text, at) => (at === index ? event.target.value : text)))}
          />
        </label>
      ))}
      <div css={rowCSS}>
        <Button type="submit" disabled={saving || !texts.some((text) => text.trim())}>
          {intl.formatMessage({ id: 'GenerationResult.save' })}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={() => onDone(null)}>
          {intl.formatMessage({ id: 'GeneratedMeme.cancel' })}
        </Button>
      </div>
    </form>
  );
}
