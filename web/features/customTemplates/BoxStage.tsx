import { css } from '@emotion/react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { theme } from '../../ui/theme';
import { KEY_STEP, moveBox, type EditorBox } from './boxGeometry';
import { useBoxPointer } from './useBoxPointer';

const stageCSS = css`
  position: relative;
  inline-size: fit-content;
  max-inline-size: 100%;
  margin-inline: auto;
  /* The browser must not scroll or zoom while a finger draws or drags a box. */
  touch-action: none;
  user-select: none;
  cursor: crosshair;
  & > img {
    display: block;
    max-inline-size: 100%;
    max-block-size: min(65vh, 560px);
    border-radius: ${theme.radius.sm};
    pointer-events: none;
  }
`;

const boxCSS = css`
  position: absolute;
  container-type: size;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 2px dashed ${theme.color.accent};
  background: rgb(0 0 0 / 0.25);
  cursor: move;
  overflow: hidden;
  &[aria-pressed='true'] {
    border-style: solid;
    background: rgb(250 204 21 / 0.18);
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

// One line of caption at the size the box sets (its height is the line's, 1.2 em), smaller when
// the sample is too wide for the box, as the renderer shrinks or wraps it (--chars: its length;
// the caption face is about half an em wide a letter).
const sampleCSS = css`
  font-family: ${theme.font.display};
  font-size: min(calc(100cqh / 1.2), calc(100cqw / (0.55 * var(--chars))));
  line-height: 1.2;
  color: #fff;
  text-transform: uppercase;
  white-space: nowrap;
  -webkit-text-stroke: 1px #000;
  pointer-events: none;
`;

const numberCSS = css`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  padding: 0 4px;
  background: ${theme.color.accent};
  color: ${theme.color.accentText};
  font-size: 0.75rem;
  font-weight: 700;
  pointer-events: none;
`;

// Big enough for a finger (the visible square is its centre).
const handleCSS = css`
  position: absolute;
  inset-block-end: -2px;
  inset-inline-end: -2px;
  inline-size: 22px;
  block-size: 22px;
  cursor: nwse-resize;
  &::after {
    content: '';
    position: absolute;
    inset-block-end: 2px;
    inset-inline-end: 2px;
    inline-size: 12px;
    block-size: 12px;
    background: ${theme.color.accent};
    border: 2px solid ${theme.color.accentText};
  }
`;

type BoxStageProps = {
  src: string;
  alt: string;
  boxes: readonly EditorBox[];
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  onChange: (boxes: EditorBox[]) => void;
  onDelete: (key: string) => void;
};

/**
 * The picture at its fit size with the boxes over it. Each box is focusable: arrow keys move it
 * (Shift: ten times as far), Delete removes it; its fields below the picture do the rest.
 */
export function BoxStage({ src, alt, boxes, selectedKey, onSelect, onChange, onDelete }: BoxStageProps) {
  const intl = useIntl();
  const pointer = useBoxPointer({ boxes, onChange, onSelect });

  const onKeyDown = (box: EditorBox) => (event: KeyboardEvent) => {
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      // Left is left on the picture whatever the page's direction: the picture does not mirror.
      onChange(boxes.map((other) => (other.key === box.key ? moveBox(box, move[0], move[1]) : other)));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete(box.key);
    }
  };

  return (
    <div css={stageCSS} dir="ltr" data-box-stage {...pointer}>
      <img src={src} alt={alt} draggable={false} />
      {boxes.map((box, index) => {
        const name = box.role.trim() || intl.formatMessage({ id: 'BoxEditor.boxNumber' }, { number: index + 1 });
        const sample = box.defaultText.trim() || box.role.trim() || '…';
        return (
          <div
            key={box.key}
            data-box-key={box.key}
            role="button"
            tabIndex={0}
            aria-pressed={box.key === selectedKey}
            aria-label={intl.formatMessage({ id: 'BoxEditor.boxOnPicture' }, { number: index + 1, name })}
            css={boxCSS}
            style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%` }}
            onFocus={() => onSelect(box.key)}
            onKeyDown={onKeyDown(box)}
          >
            <span css={sampleCSS} style={{ '--chars': Math.max(sample.length, 1) } as CSSProperties} aria-hidden="true">
              {sample}
            </span>
            <span css={numberCSS} aria-hidden="true">
              {index + 1}
            </span>
            <span css={handleCSS} data-box-handle aria-hidden="true" />
          </div>
        );
      })}
    </div>
  );
}
