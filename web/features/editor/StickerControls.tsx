import { css } from '@emotion/react';
import type { Dispatch } from 'react';
import { useIntl } from 'react-intl';
import { STICKER_LIMITS } from '../../../core/render/constants';
import { Button } from '../../ui/Button';
import { theme } from '../../ui/theme';
import type { DesignAction, DesignSticker } from './memeDesign';

const controlsCSS = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-block-start: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceRaised};
`;

const stateCSS = css`
  margin-inline-end: auto;
  font-size: 0.85rem;
  color: ${theme.color.textMuted};
`;

type StickerControlsProps = { sticker: DesignSticker; dispatch: Dispatch<DesignAction> };

/** The selected sticker's rotate (15° steps), scale (×0.9 / ×1.1, 0.2–3) and remove controls. */
export function StickerControls({ sticker, dispatch }: StickerControlsProps) {
  const intl = useIntl();
  const key = sticker.key;
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'TemplateEditor.stickerControls' }, { name: sticker.name })} css={controlsCSS}>
      <span css={stateCSS} role="status">
        {intl.formatMessage(
          { id: 'TemplateEditor.stickerState' },
          { name: sticker.name, rotation: intl.formatNumber(sticker.rotation), scale: intl.formatNumber(sticker.scale, { maximumFractionDigits: 2 }) },
        )}
      </span>
      <Button variant="secondary" onClick={() => dispatch({ type: 'rotateSticker', key, direction: -1 })}>
        {intl.formatMessage({ id: 'TemplateEditor.rotateLeft' })}
      </Button>
      <Button variant="secondary" onClick={() => dispatch({ type: 'rotateSticker', key, direction: 1 })}>
        {intl.formatMessage({ id: 'TemplateEditor.rotateRight' })}
      </Button>
      <Button variant="secondary" disabled={sticker.scale <= STICKER_LIMITS.minScale} onClick={() => dispatch({ type: 'scaleSticker', key, direction: -1 })}>
        {intl.formatMessage({ id: 'TemplateEditor.scaleDown' })}
      </Button>
      <Button variant="secondary" disabled={sticker.scale >= STICKER_LIMITS.maxScale} onClick={() => dispatch({ type: 'scaleSticker', key, direction: 1 })}>
        {intl.formatMessage({ id: 'TemplateEditor.scaleUp' })}
      </Button>
      <Button variant="destructive" onClick={() => dispatch({ type: 'removeSticker', key })}>
        {intl.formatMessage({ id: 'TemplateEditor.removeSticker' })}
      </Button>
    </div>
  );
}
