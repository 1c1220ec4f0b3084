// Caption layouts: the common ways real meme pictures place their text (top/bottom bars, a centre
// line, one box per panel, labels across the picture), for real templates without hand-placed
// boxes and for the caption-layout variants of every real picture.
import type { RealLayout } from './realTemplate';
import type { Random } from './seededRandom';
import type { Panel } from '../../../core/templates/types';
import { textAt, type TextPositionDraft } from './entry';

const CAPTIONS = ['When you', 'Nobody:', 'Me:', 'Also me', 'Them', 'Us', 'Expectation', 'Reality', 'Before', 'After', 'Plan A', 'Plan B'];
const black = { color: '#000000' } as const;

export type Layout = { text: TextPositionDraft[]; panels?: Panel[] };

const strips = (count: number): Panel[] => Array.from({ length: count }, (_, index) => ({ x: 0, y: (100 / count) * index, width: 100, height: 100 / count }));
const columns = (count: number): Panel[] => Array.from({ length: count }, (_, index) => ({ x: (100 / count) * index, y: 0, width: 100 / count, height: 100 }));
const centre = (index: number, count: number) => Math.round((((index + 0.5) * 100) / count) * 10) / 10;

/** Font size (px at the picture's size) for captions across the picture's width. */
function baseFont(width: number, height: number): number {
  return Math.max(18, Math.round(Math.min(width, height * 1.3) / 14));
}

/** Boxes for a real picture's layout, one per caption (`captions` in box order, 1 to 4). */
export function realLayout(kind: Exclude<RealLayout, 'keep'>, captions: readonly string[], width: number, height: number): Layout {
  const count = Math.max(1, Math.min(4, captions.length));
  const text = (index: number) => captions[index] ?? captions[captions.length - 1] ?? '';
  const fontSize = baseFont(width, height);
  const small = Math.max(16, Math.round(fontSize * (count > 2 ? 0.6 : 0.75)));
  const each = <T>(build: (index: number) => T) => Array.from({ length: count }, (_, index) => build(index));
  switch (kind) {
    case 'top':
      return { text: [textAt('top', 50, 10, 90, text(0), { fontSize })] };
    case 'bottom':
      return { text: [textAt('bottom', 50, 90, 90, text(0), { fontSize })] };
    case 'center':
      return { text: [textAt('center', 50, 50, 80, text(0), { fontSize })] };
    case 'tb':
      if (count === 1) return { text: [textAt('bottom', 50, 90, 90, text(0), { fontSize })] };
      if (count === 2) return { text: [textAt('top', 50, 10, 90, text(0), { fontSize }), textAt('bottom', 50, 90, 90, text(1), { fontSize })] };
      return realLayout('rows', captions, width, height);
    case 'drake':
      return { text: each((index) => textAt('custom', 75, centre(index, count), 45, text(index), { ...black, fontSize: small })), panels: strips(count) };
    case 'rows':
      return {
        text: each((index) => textAt('custom', 50, centre(index, count), 90, text(index), { fontSize: small })),
        panels: count > 1 ? strips(count) : undefined,
      };
    case 'left':
      return { text: each((index) => textAt('custom', 25, centre(index, count), 46, text(index), { ...black, fontSize: small })), panels: strips(count) };
    case 'cols':
      return { text: each((index) => textAt('custom', centre(index, count), 12, 90 / count, text(index), { fontSize: small })), panels: columns(count) };
    case 'labels':
      return { text: each((index) => textAt('custom', centre(index, count), 50, 90 / count, text(index), { fontSize: small })) };
    case 'grid':
      return {
        text: each((index) => textAt('custom', index % 2 ? 75 : 25, index < 2 ? 12 : 62, 44, text(index), { fontSize: small })),
        panels: [0, 1, 2, 3].map((index) => ({ x: (index % 2) * 50, y: Math.floor(index / 2) * 50, width: 50, height: 50 })),
      };
  }
}

/** Boxes for `count` captions (1–4) on a picture of `width` px, with defaults drawn from `random`. */
export function generatedLayout(count: number, width: number, random: Random): Layout {
  const fontSize = Math.max(20, Math.round(width / 16));
  const caption = () => random.pick(CAPTIONS);
  switch (count) {
    case 1:
      return random.next() < 0.5
        ? { text: [textAt('bottom', 50, 90, 90, caption(), { fontSize })] }
        : { text: [textAt('top', 50, 10, 90, caption(), { fontSize })] };
    case 2:
      return { text: [textAt('top', 50, 10, 90, caption(), { fontSize }), textAt('bottom', 50, 90, 90, caption(), { fontSize })] };
    case 3:
      return {
        text: [
          textAt('top', 50, 10, 90, caption(), { fontSize }),
          textAt('center', 50, 50, 80, caption(), { fontSize }),
          textAt('bottom', 50, 90, 90, caption(), { fontSize }),
        ],
      };
    default: {
      // Four captions: one per quadrant, as in the two-by-two comparison templates.
      const quarter = Math.round(fontSize * 0.75);
      return {
        text: [
          [25, 12],
          [75, 12],
          [25, 62],
          [75, 62],
        ].map(([x, y]) => textAt('custom', x!, y!, 44, caption(), { fontSize: quarter })),
        panels: [0, 1, 2, 3].map((index) => ({ x: (index % 2) * 50, y: Math.floor(index / 2) * 50, width: 50, height: 50 })),
      };
    }
  }
}
