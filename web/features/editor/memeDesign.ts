// The template editor's state: captions, placed stickers, which one is selected, the font style.
// Pure (a reducer), so every rule of spec sections 4, 5 and 9 lives in one testable place.
import { MEME_DESIGN_LIMITS } from '../../../core/limits';
import type { StickerById } from '../../../core/meme/design';
import { STICKER_LIMITS } from '../../../core/render/constants';
import { clampStickerScale } from '../../../core/render/stickers';
import type { MemeTheme } from '../../../core/render/style';
import type { Caption, TextPosition } from '../../../core/templates/types';

/** A sticker on the meme, placed as the design codec has it; `key` tells apart two copies of the same sticker. */
export type DesignSticker = { key: string; slug: string; name: string; url: string } & Omit<StickerById, 'id'>;

export type DesignSelection = { kind: 'caption' | 'sticker'; id: string } | null;

export type MemeDesign = {
  captions: Caption[];
  stickers: DesignSticker[];
  selection: DesignSelection;
  theme: MemeTheme;
  /** for ids of added captions and stickers */
  serial: number;
};

export type StickerChoice = Pick<DesignSticker, 'slug' | 'name' | 'url'>;

export type DesignAction =
  | { type: 'editCaption'; id: string; changes: Partial<Omit<Caption, 'id'>> }
  | { type: 'addCaption' }
  | { type: 'removeCaption'; id: string }
  | { type: 'addSticker'; sticker: StickerChoice }
  | { type: 'rotateSticker'; key: string; direction: 1 | -1 }
  | { type: 'scaleSticker'; key: string; direction: 1 | -1 }
  | { type: 'removeSticker'; key: string }
  | { type: 'moveTo'; target: NonNullable<DesignSelection>; x: number; y: number }
  | { type: 'select'; selection: DesignSelection }
  | { type: 'setTheme'; theme: MemeTheme };

/** Spec section 9: a two-caption layout's added caption reads 'Add a second caption'. */
export type DesignTexts = { secondCaption: string };

/**
 * A fresh design for a template (spec section 4): one caption per text position with its default
 * text, no stickers, nothing selected.
 */
export function initialDesign(textPositions: readonly TextPosition[]): MemeDesign {
  const captions: Caption[] = textPositions.map((slot) => ({ id: slot.id, text: slot.defaultText, position: slot.position }));
  return {
    captions: captions.length > 0 ? captions : [{ id: 'caption-1', text: '', position: 'top' }],
    stickers: [],
    selection: null,
    theme: 'classic',
    serial: 0,
  };
}

const clampPercent = (value: number, low = 0, high = 100) => Math.min(Math.max(value, low), high);
const clampStickerPercent = (value: number) => clampPercent(value, -MEME_DESIGN_LIMITS.stickerOverhang, 100 + MEME_DESIGN_LIMITS.stickerOverhang);

/** The reducer; `texts` supplies the user-visible default of an added caption. */
export function designReducer(texts: DesignTexts) {
  return (design: MemeDesign, action: DesignAction): MemeDesign => {
    switch (action.type) {
      case 'editCaption':
        return { ...design, captions: design.captions.map((caption) => (caption.id === action.id ? { ...caption, ...action.changes } : caption)) };
      case 'addCaption': {
        const serial = design.serial + 1;
        const id = `added-${serial}`;
        const text = design.captions.length === 1 ? texts.secondCaption : '';
        const position = design.captions.length === 1 && design.captions[0]!.position === 'top' ? 'bottom' : 'center';
        return { ...design, serial, captions: [...design.captions, { id, text, position }], selection: { kind: 'caption', id } };
      }
      case 'removeCaption':
        // Spec section 5: a meme keeps at least one caption.
        if (design.captions.length <= 1) return design;
        return {
          ...design,
          captions: design.captions.filter((caption) => caption.id !== action.id),
          selection: design.selection?.id === action.id ? null : design.selection,
        };
      case 'addSticker': {
        const serial = design.serial + 1;
        const key = `sticker-${serial}`;
        const sticker = { key, ...action.sticker, x: 50, y: 50, scale: 1, rotation: 0 };
        return { ...design, serial, stickers: [...design.stickers, sticker], selection: { kind: 'sticker', id: key } };
      }
      case 'rotateSticker':
        return updateSticker(design, action.key, (sticker) => ({
          rotation: normalizeDegrees(sticker.rotation + action.direction * STICKER_LIMITS.rotationStep),
        }));
      case 'scaleSticker':
        return updateSticker(design, action.key, (sticker) => ({
          scale: clampStickerScale(action.direction > 0 ? sticker.scale * STICKER_LIMITS.scaleStep : sticker.scale * 0.9),
        }));
      case 'removeSticker':
        return {
          ...design,
          stickers: design.stickers.filter((sticker) => sticker.key !== action.key),
          selection: design.selection?.id === action.key ? null : design.selection,
        };
      case 'moveTo':
        if (action.target.kind === 'caption') {
          return {
            ...design,
            captions: design.captions.map((caption) =>
              caption.id === action.target.id ? { ...caption, x: clampPercent(action.x), y: clampPercent(action.y) } : caption,
            ),
          };
        }
        // Stickers may hang half off the picture, as the design codec allows.
        return updateSticker(design, action.target.id, () => ({ x: clampStickerPercent(action.x), y: clampStickerPercent(action.y) }));
      case 'select':
        return { ...design, selection: action.selection };
      case 'setTheme':
        return { ...design, theme: action.theme };
    }
  };
}

function updateSticker(design: MemeDesign, key: string, change: (sticker: DesignSticker) => Partial<DesignSticker>): MemeDesign {
  return { ...design, stickers: design.stickers.map((sticker) => (sticker.key === key ? { ...sticker, ...change(sticker) } : sticker)) };
}

/** -180 < degrees <= 180, so rotating back and forth never drifts into large numbers. */
function normalizeDegrees(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
}
