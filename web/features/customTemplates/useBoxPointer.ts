// Pointer gestures on the box editor's picture (mouse, pen and touch alike): drag on the picture to
// draw a box, drag a box to move it, drag its corner handle to resize it. The pointer is captured by
// the stage, so a drag that leaves the picture keeps going until the button or finger lifts.
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { boxFromCorners, MAX_BOXES, MIN_BOX_PERCENT, moveBox, newBoxKey, resizeBox, type EditorBox } from './boxGeometry';

type Gesture =
  | { mode: 'draw'; key: string; start: { x: number; y: number }; drawn: boolean }
  | { mode: 'move' | 'resize'; key: string; start: { x: number; y: number }; original: EditorBox };

type BoxPointerOptions = {
  boxes: readonly EditorBox[];
  onChange: (boxes: EditorBox[]) => void;
  onSelect: (key: string | null) => void;
};

/** Where the pointer is, in percent of the stage (the picture at its shown size). */
function pointIn(stage: HTMLElement, event: ReactPointerEvent): { x: number; y: number } {
  const rect = stage.getBoundingClientRect();
  return { x: ((event.clientX - rect.left) / rect.width) * 100, y: ((event.clientY - rect.top) / rect.height) * 100 };
}

/** The stage's pointer handlers. */
export function useBoxPointer({ boxes, onChange, onSelect }: BoxPointerOptions) {
  const gesture = useRef<Gesture | null>(null);
  // Handlers read the latest boxes, not those of the render that started the drag.
  const latest = useRef(boxes);
  latest.current = boxes;

  const replace = (box: EditorBox) => {
    const current = latest.current;
    onChange(current.some((other) => other.key === box.key) ? current.map((other) => (other.key === box.key ? box : other)) : [...current, box]);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    const stage = event.currentTarget;
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-box-key]');
    const start = pointIn(stage, event);
    const original = target ? latest.current.find((box) => box.key === target.dataset.boxKey) : undefined;
    if (original) {
      const mode = (event.target as HTMLElement).closest('[data-box-handle]') ? 'resize' : 'move';
      gesture.current = { mode, key: original.key, start, original };
      onSelect(original.key);
    } else if (latest.current.length < MAX_BOXES) {
      gesture.current = { mode: 'draw', key: newBoxKey(), start, drawn: false };
    } else {
      return;
    }
    event.preventDefault();
    stage.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current) return;
    const point = pointIn(event.currentTarget, event);
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    if (current.mode === 'draw') {
      const rect = boxFromCorners(current.start, point);
      if (!current.drawn && (rect.width < MIN_BOX_PERCENT || rect.height < MIN_BOX_PERCENT)) return;
      const existing = latest.current.find((box) => box.key === current.key);
      replace({ key: current.key, role: '', defaultText: '', ...existing, ...rect });
      if (!current.drawn) onSelect(current.key);
      current.drawn = true;
    } else {
      replace(current.mode === 'move' ? moveBox(current.original, dx, dy) : resizeBox(current.original, dx, dy));
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const current = gesture.current;
    gesture.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    if (!current || current.mode !== 'draw') return;
    const drawn = latest.current.find((box) => box.key === current.key);
    // A drawn box too thin to hold a line is taken back; a plain click on the picture deselects.
    if (drawn && (drawn.width < MIN_BOX_PERCENT || drawn.height < MIN_BOX_PERCENT)) {
      onChange(latest.current.filter((box) => box.key !== current.key));
      onSelect(null);
    } else if (!drawn) {
      onSelect(null);
    }
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
