import { css } from '@emotion/react';
import { useMemo, type Dispatch } from 'react';
import { useIntl } from 'react-intl';
import { MEME_DESIGN_LIMITS } from '../../../core/limits';
import { TEXT_DEFAULTS } from '../../../core/render/constants';
import { matchTextPositions } from '../../../core/render/placement';
import type { MemeTheme } from '../../../core/render/style';
import { Button } from '../../ui/Button';
import { inputCSS } from '../../ui/FormField';
import { CloseIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import type { DesignAction, MemeDesign } from './memeDesign';
import { frameInput, type EditorTemplate } from './renderDesign';
import { useCaptionLayouts } from './useCaptionLayouts';

// The server renders no design beyond these (core/meme/design.ts enforces them).
const { maxCaptions: MAX_CAPTIONS, maxCaptionLength: MAX_CAPTION_LENGTH } = MEME_DESIGN_LIMITS;
// Pixels at the template's own size: captions fill their boxes up to a tenth of large pictures.
const FONT_SIZE_RANGE = { min: 12, max: 240 } as const;
const NO_STICKER_IMAGES: ReadonlyMap<string, HTMLImageElement> = new Map();

const panelCSS = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const rowCSS = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceRaised};
  &[data-selected='true'] {
    border-color: ${theme.color.accent};
  }
  & textarea {
    grid-column: 1 / -1;
    resize: vertical;
    font: inherit;
  }
`;

const labelCSS = css`
  align-self: center;
  font-weight: 600;
`;

const controlsCSS = css`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  font-size: 0.9rem;
  & label {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
  }
  & input[type='color'] {
    inline-size: 40px;
    block-size: 32px;
    padding: 0;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
    background: none;
  }
`;

type CaptionPanelProps = { template: EditorTemplate; design: MemeDesign; dispatch: Dispatch<DesignAction> };

/** 'Edit Captions': text, font size and colour of each caption, add and remove (one always stays), font style. */
export function CaptionPanel({ template, design, dispatch }: CaptionPanelProps) {
  const intl = useIntl();
  const slots = matchTextPositions(design.captions, template.textPositions);
  const single = design.captions.length <= 1;
  // Each caption's drawn size at the template's own size, where its slider starts until one is chosen.
  const atTemplateSize = useMemo(
    () => frameInput(design, template, null, { width: template.width, height: template.height }, NO_STICKER_IMAGES),
    [design, template],
  );
  const { placed } = useCaptionLayouts(atTemplateSize);
  const drawnSize = (id: string) => placed.find((found) => found.caption.id === id)?.layout.fontSize;
  return (
    <div css={panelCSS}>
      <label css={controlsCSS}>
        {intl.formatMessage({ id: 'TemplateEditor.fontStyle' })}
        <select
          css={inputCSS}
          style={{ inlineSize: 'auto' }}
          value={design.theme}
          onChange={(event) => dispatch({ type: 'setTheme', theme: event.target.value as MemeTheme })}
        >
          <option value="classic">{intl.formatMessage({ id: 'TemplateEditor.fontStyle.classic' })}</option>
          <option value="standard">{intl.formatMessage({ id: 'TemplateEditor.fontStyle.standard' })}</option>
        </select>
      </label>
      {design.captions.map((caption, index) => {
        const number = index + 1;
        const slot = slots[index];
        const fontSize = Math.round(caption.fontSize ?? drawnSize(caption.id) ?? slot?.fontSize ?? TEXT_DEFAULTS.fontSize);
        const color = caption.color ?? slot?.color ?? '#ffffff';
        const label = intl.formatMessage({ id: 'TemplateEditor.captionLabel' }, { number });
        const select = () => dispatch({ type: 'select', selection: { kind: 'caption', id: caption.id } });
        return (
          <div key={caption.id} css={rowCSS} data-selected={design.selection?.id === caption.id} onFocus={select}>
            <span css={labelCSS}>{label}</span>
            <Button
              variant="ghost"
              disabled={single}
              aria-label={intl.formatMessage({ id: 'TemplateEditor.removeCaption' }, { number })}
              onClick={() => dispatch({ type: 'removeCaption', id: caption.id })}
            >
              <CloseIcon />
            </Button>
            <textarea
              css={inputCSS}
              dir="auto"
              rows={2}
              aria-label={label}
              placeholder={intl.formatMessage({ id: 'TemplateEditor.captionPlaceholder' })}
              maxLength={MAX_CAPTION_LENGTH}
              value={caption.text}
              onChange={(event) => dispatch({ type: 'editCaption', id: caption.id, changes: { text: event.target.value } })}
            />
            <div css={controlsCSS}>
              <label>
                {intl.formatMessage({ id: 'TemplateEditor.fontSize' })}
                <input
                  type="range"
                  min={FONT_SIZE_RANGE.min}
                  max={FONT_SIZE_RANGE.max}
                  value={fontSize}
                  onChange={(event) => dispatch({ type: 'editCaption', id: caption.id, changes: { fontSize: Number(event.target.value) } })}
                />
                <output>{intl.formatNumber(fontSize)}</output>
              </label>
              <label>
                {intl.formatMessage({ id: 'TemplateEditor.textColor' })}
                <input
                  type="color"
                  value={normalizeHex(color)}
                  onChange={(event) => dispatch({ type: 'editCaption', id: caption.id, changes: { color: event.target.value } })}
                />
              </label>
            </div>
          </div>
        );
      })}
      <Button variant="secondary" disabled={design.captions.length >= MAX_CAPTIONS} onClick={() => dispatch({ type: 'addCaption' })}>
        {intl.formatMessage({ id: 'TemplateEditor.addCaption' })}
      </Button>
    </div>
  );
}

/** <input type=color> only takes #rrggbb. */
function normalizeHex(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#ffffff';
}
