import { css } from '@emotion/react';
import { useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import { useToast } from '../../ui/toast/useToast';
import type { GeneratedMeme, MemeCaptionData } from './generatedMeme';
import { useUpdateMemeCaptions } from './useUpdateMemeCaptions';

const stageCSS = css`
  position: relative;
  touch-action: none;
  user-select: none;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  & img {
    display: block;
    inline-size: 100%;
    opacity: 0.85;
  }
`;

const handleCSS = css`
  position: absolute;
  transform: translate(-50%, -50%);
  max-inline-size: 90%;
  padding: 2px ${theme.space.sm};
  border: 2px dashed ${theme.color.accent};
  border-radius: ${theme.radius.sm};
  background: rgb(0 0 0 / 0.45);
  color: white;
  font-family: ${theme.font.display};
  font-size: 1rem;
  text-align: center;
  cursor: grab;
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
  }
`;

const actionsCSS = css`
  display: flex;
  gap: ${theme.space.sm};
  margin-block-start: ${theme.space.sm};
`;

type Place = { x: number; y: number };

/** Where a caption starts when it has never been dragged: its slot's usual spot. */
function startingPlace(caption: MemeCaptionData, index: number, count: number): Place {
  if (caption.x != null && caption.y != null) return { x: caption.x, y: caption.y };
  if (caption.position === 'TOP') return { x: 50, y: 12 };
  if (caption.position === 'BOTTOM') return { x: 50, y: 88 };
  return { x: 50, y: count === 1 ? 50 : 15 + (70 * index) / Math.max(1, count - 1) };
}

const clamp = (value: number) => Math.min(98, Math.max(2, value));
const KEY_STEP = 2;

type OnImageCaptionEditorProps = { meme: GeneratedMeme; onDone: (updated: GeneratedMeme | null) => void };

/** 'Edit On Image' for GIF memes: drag each caption (or move it with the arrow keys), then 'Save Changes'. */
export function OnImageCaptionEditor({ meme, onDone }: OnImageCaptionEditorProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const { save, saving } = useUpdateMemeCaptions();
  const stage = useRef<HTMLDivElement>(null);
  const [places, setPlaces] = useState<Place[]>(() => meme.captions.map((caption, index) => startingPlace(caption, index, meme.captions.length)));
  const dragging = useRef<number | null>(null);

  const move = (index: number, place: Place) => setPlaces((all) => all.map((old, at) => (at === index ? { x: clamp(place.x), y: clamp(place.y) } : old)));
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = stage.current?.getBoundingClientRect();
    if (dragging.current === null || !box) return;
    move(dragging.current, { x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };

  const saveChanges = async () => {
    const updated = await save(
      meme.id,
      meme.captions.map((caption, index) => ({ slot: caption.slot, text: caption.text, position: 'CUSTOM', x: places[index]!.x, y: places[index]!.y })),
    );
    if (!updated) toast({ title: intl.formatMessage({ id: 'GeneratedMeme.saveFailed' }), variant: 'destructive' });
    onDone(updated);
  };

  return (
    <div>
      <div ref={stage} css={stageCSS} onPointerMove={onPointerMove} onPointerUp={() => (dragging.current = null)} onPointerLeave={() => (dragging.current = null)}>
        <img src={meme.imageUrl} alt={meme.description ?? intl.formatMessage({ id: 'GeneratedMeme.alt' })} draggable={false} />
        {meme.captions.map((caption, index) =>
          caption.text ? (
            <span
              key={caption.slot}
              role="button"
              tabIndex={0}
              dir="auto"
              css={handleCSS}
              style={{ left: `${places[index]!.x}%`, top: `${places[index]!.y}%` }}
              aria-label={intl.formatMessage({ id: 'GeneratedMeme.dragCaption' }, { text: caption.text })}
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture?.(event.pointerId);
                dragging.current = index;
              }}
              onKeyDown={(event) => {
                const delta = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] }[event.key];
                if (!delta) return;
                event.preventDefault();
                move(index, { x: places[index]!.x + delta[0]!, y: places[index]!.y + delta[1]! });
              }}
            >
              {caption.text}
            </span>
          ) : null,
        )}
      </div>
      <div css={actionsCSS}>
        <Button onClick={() => void saveChanges()} disabled={saving}>
          {intl.formatMessage({ id: 'GeneratedMeme.saveChanges' })}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)} disabled={saving}>
          {intl.formatMessage({ id: 'GeneratedMeme.cancel' })}
        </Button>
      </div>
    </div>
  );
}
