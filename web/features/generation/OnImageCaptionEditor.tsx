import { css } from '@emotion/react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { captionGeometry } from '../../../core/render/fit';
import type { Caption } from '../../../core/templates/types';
import { hitTest } from '../editor/previewGeometry';
import { useTemplateImage } from '../editor/useLoadedImages';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { theme } from '../../ui/theme';
import type { GeneratedMeme, MemeLook } from './generatedMeme';
import { captionAnchor, toCaption } from './onImageCaptions';
import { useCaptionOverlay } from './useCaptionOverlay';
import { useUpdateMemeCaptions } from './useUpdateMemeCaptions';

const stageCSS = css`
  position: relative;
  inline-size: 100%;
  touch-action: none;
  user-select: none;
  background: ${theme.color.bg};
  & > img,
  & > canvas {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    pointer-events: none;
  }
  & > img {
    border-radius: ${theme.radius.md};
  }
`;

// Transparent handles over the drawn captions: the canvas shows the text, these take focus and keys.
const handleCSS = css`
  position: absolute;
  padding: 0;
  border: 0;
  background: transparent;
  outline: 1px dashed rgb(255 255 255 / 0.7);
  box-shadow: 0 0 0 1px rgb(0 0 0 / 0.35);
  cursor: grab;
  &[data-dragging='true'] {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
  }
`;

const stateCSS = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-block-size: 160px;
  color: ${theme.color.textMuted};
`;

// Sized like the card's own actions, so the card keeps its height while editing.
const actionsCSS = css`
  display: flex;
  gap: ${theme.space.xs};
  margin-block-start: ${theme.space.sm};
  & button {
    flex: 1 1 auto;
    min-block-size: 34px;
    padding-inline: ${theme.space.sm};
    font-size: 0.85rem;
  }
`;

type OnImageCaptionEditorProps = { meme: GeneratedMeme; onDone: (updated: GeneratedMeme | null) => void };

/**
 * 'Edit On Image' for GIF memes: the picture without its captions, the captions drawn over it by the
 * shared renderer exactly as the saved meme will have them; drag one (or move it with the arrow
 * keys), then 'Save Changes'.
 */
export function OnImageCaptionEditor({ meme, onDone }: OnImageCaptionEditorProps) {
  const intl = useIntl();
  const { save, saving } = useUpdateMemeCaptions();
  const [captions, setCaptions] = useState<Caption[]>(() => meme.captions.map(toCaption));
  const picture = useTemplateImage(meme.look.picture?.url ?? '');

  const saveChanges = async () => {
    const updated = await save(
      meme.id,
      meme.captions.map((caption, index) => {
        const now = captions[index]!;
        // Only moved captions get a point; the others keep exactly what the server drew.
        const moved = now.x !== (caption.x ?? undefined) || now.y !== (caption.y ?? undefined);
        return moved ? { slot: caption.slot, text: caption.text, position: 'CUSTOM', x: now.x, y: now.y } : { ...caption };
      }),
    );
    onDone(updated);
  };

  return (
    <div>
      {picture.status === 'ready' && meme.look.picture ? (
        <CaptionStage look={meme.look} image={picture.image} captions={captions} onChange={setCaptions} />
      ) : picture.status === 'loading' && meme.look.picture ? (
        <p css={stateCSS} aria-live="polite">
          <Spinner size="sm" />
          <FormattedMessage id="TemplateEditor.loadingTemplate" />
        </p>
      ) : (
        <p css={stateCSS} role="alert">
          <FormattedMessage id="TemplateEditor.loadImageFailed" />
        </p>
      )}
      <div css={actionsCSS}>
        <Button onClick={() => void saveChanges()} disabled={saving || picture.status !== 'ready'}>
          {intl.formatMessage({ id: 'GeneratedMeme.saveChanges' })}
        </Button>
        <Button variant="secondary" onClick={() => onDone(null)} disabled={saving}>
          {intl.formatMessage({ id: 'GeneratedMeme.cancel' })}
        </Button>
      </div>
    </div>
  );
}

type Drag = { id: string; pointerId: number; start: { x: number; y: number }; anchor: { x: number; y: number } };
type CaptionStageProps = { look: MemeLook; image: HTMLImageElement; captions: Caption[]; onChange: (captions: Caption[]) => void };

const KEY_STEP = 2;
const NO_STICKERS = new Map<string, HTMLImageElement>();
const clamp = (value: number) => Math.min(100, Math.max(0, value));

/** The uncaptioned picture (animated), the overlay canvas scaled over it, and a handle per caption. */
function CaptionStage({ look, image, captions, onChange }: CaptionStageProps) {
  const intl = useIntl();
  const { size, placed, canvasRef } = useCaptionOverlay(look, image, captions);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  // The editor replaces the meme in a card whose notes and buttons may have scrolled it out of
  // sight (the button that opened it sits below): bring the picture into view to be dragged on.
  const stageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    stageRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  const moveTo = (id: string, x: number, y: number) =>
    onChange(captions.map((caption) => (caption.id === id ? { ...caption, position: 'custom', x: clamp(x), y: clamp(y) } : caption)));
  const anchorOf = (id: string) => captionAnchor(id, captions, look.textPositions, placed, size);
  const toCanvas = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * size.width, y: ((event.clientY - rect.top) / rect.height) * size.height };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const point = toCanvas(event);
    const hit = hitTest(point, placed, [], NO_STICKERS, size);
    if (!hit) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: hit.id, pointerId: event.pointerId, start: point, anchor: anchorOf(hit.id) };
    setDragging(hit.id);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const point = toCanvas(event);
    moveTo(
      current.id,
      current.anchor.x + ((point.x - current.start.x) / size.width) * 100,
      current.anchor.y + ((point.y - current.start.y) / size.height) * 100,
    );
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(null);
  };
  const onKeyDown = (id: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? KEY_STEP * 2.5 : KEY_STEP;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!delta) return;
    event.preventDefault();
    const anchor = anchorOf(id);
    moveTo(id, anchor.x + delta[0]!, anchor.y + delta[1]!);
  };

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  return (
    <div
      ref={stageRef}
      css={stageCSS}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <img src={look.picture?.url ?? image.src} alt="" width={size.width} height={size.height} draggable={false} data-picture />
      <canvas ref={canvasRef} width={size.width} height={size.height} aria-hidden />
      {placed.map(({ caption, layout }) => {
        const box = captionGeometry(layout);
        return (
          <button
            key={caption.id}
            type="button"
            css={handleCSS}
            data-dragging={dragging === caption.id}
            style={{
              left: percent(box.centerX - box.width / 2, size.width),
              top: percent(box.centerY - box.height / 2, size.height),
              width: percent(box.width, size.width),
              height: percent(box.height, size.height),
              transform: layout.rotation ? `rotate(${layout.rotation}deg)` : undefined,
            }}
            aria-label={intl.formatMessage({ id: 'GeneratedMeme.dragCaption' }, { text: caption.text })}
            onKeyDown={(event) => onKeyDown(caption.id, event)}
          />
        );
      })}
    </div>
  );
}
