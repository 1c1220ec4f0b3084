import { css } from '@emotion/react';
import { useEffect, useMemo, useRef, useState, type Dispatch, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { renderMemeFrame } from '../../../core/render/renderMeme';
import { theme } from '../../ui/theme';
import type { DesignAction, DesignSelection, MemeDesign } from './memeDesign';
import { captionAnchor, hitTest, selectionOutline } from './previewGeometry';
import { frameInput, type EditorTemplate } from './renderDesign';
import { useCaptionLayouts } from './useCaptionLayouts';

const frameCSS = css`
  position: relative;
  margin-inline: auto;
  max-inline-size: 100%;
  border-radius: ${theme.radius.md};
  overflow: hidden;
  background: ${theme.color.bg};
  & > img,
  & > canvas {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
  }
  & > canvas {
    touch-action: none;
    cursor: grab;
  }
  & > canvas[data-dragging='true'] {
    cursor: grabbing;
  }
  & > canvas:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;

const outlineCSS = css`
  position: absolute;
  pointer-events: none;
  border: 2px dashed ${theme.color.accent};
  border-radius: 4px;
  box-shadow: 0 0 0 1px rgb(0 0 0 / 0.5);
`;

type Drag = { target: NonNullable<DesignSelection>; pointerId: number; startX: number; startY: number; anchor: { x: number; y: number } };

type MemePreviewProps = {
  template: EditorTemplate;
  image: HTMLImageElement;
  design: MemeDesign;
  dispatch: Dispatch<DesignAction>;
  stickerImages: ReadonlyMap<string, HTMLImageElement>;
};

/**
 * The meme as it will come out, drawn by the shared renderer at the picture's own size and scaled
 * by CSS. GIF templates show the animated picture under a transparent canvas with the captions.
 * Captions and stickers are dragged with any pointer, or moved with the arrow keys once selected.
 */
export function MemePreview({ template, image, design, dispatch, stickerImages }: MemePreviewProps) {
  const intl = useIntl();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  const size = useMemo(() => ({ width: image.naturalWidth, height: image.naturalHeight }), [image]);
  const input = useMemo(() => frameInput(design, template, template.isGif ? null : image, size, stickerImages), [design, template, image, size, stickerImages]);
  const { fontsLoaded, placed: captions } = useCaptionLayouts(input);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx || !fontsLoaded) return;
    ctx.clearRect(0, 0, size.width, size.height);
    renderMemeFrame(ctx, input);
  }, [input, size, fontsLoaded]);

  const toCanvas = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * size.width, y: ((event.clientY - rect.top) / rect.height) * size.height };
  };

  const anchorOf = (target: NonNullable<DesignSelection>) => {
    if (target.kind === 'sticker') {
      const sticker = design.stickers.find((entry) => entry.key === target.id);
      return sticker ? { x: sticker.x, y: sticker.y } : null;
    }
    const caption = design.captions.find((entry) => entry.id === target.id);
    if (!caption) return null;
    return captionAnchor(
      caption,
      design.captions,
      template,
      captions.find((entry) => entry.caption.id === target.id),
      size,
    );
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    const point = toCanvas(event);
    const target = hitTest(point, captions, design.stickers, stickerImages, size);
    dispatch({ type: 'select', selection: target });
    const anchor = target && anchorOf(target);
    if (!target || !anchor) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { target, pointerId: event.pointerId, startX: point.x, startY: point.y, anchor };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const point = toCanvas(event);
    dispatch({
      type: 'moveTo',
      target: current.target,
      x: current.anchor.x + ((point.x - current.startX) / size.width) * 100,
      y: current.anchor.y + ((point.y - current.startY) / size.height) * 100,
    });
  };

  const endDrag = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const target = design.selection;
    if (!target) return;
    if (event.key === 'Escape') {
      dispatch({ type: 'select', selection: null });
      return;
    }
    if ((event.key === 'Delete' || event.key === 'Backspace') && target.kind === 'sticker') {
      event.preventDefault();
      dispatch({ type: 'removeSticker', key: target.id });
      return;
    }
    const step = event.shiftKey ? 5 : 1;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    const anchor = anchorOf(target);
    if (!move || !anchor) return;
    event.preventDefault();
    dispatch({ type: 'moveTo', target, x: anchor.x + move[0], y: anchor.y + move[1] });
  };

  const outline = selectionOutline(design.selection, captions, design.stickers, stickerImages, size);
  const aspect = size.width / size.height;
  return (
    <div css={frameCSS} style={{ aspectRatio: `${size.width} / ${size.height}`, inlineSize: `min(100%, calc(70vh * ${aspect}))` }}>
      {template.isGif ? <img src={template.url} alt="" width={size.width} height={size.height} /> : null}
      <canvas
        ref={canvasRef}
        width={size.width}
        height={size.height}
        role="img"
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'TemplateEditor.preview' }, { name: template.name })}
        data-dragging={dragging}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      />
      {outline ? (
        <div
          aria-hidden
          css={outlineCSS}
          style={{
            left: `${outline.left}%`,
            top: `${outline.top}%`,
            width: `${outline.width}%`,
            height: `${outline.height}%`,
            transform: outline.rotation ? `rotate(${outline.rotation}deg)` : undefined,
          }}
        />
      ) : null}
    </div>
  );
}
