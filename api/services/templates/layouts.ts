// Caption layouts for generated templates: one to four boxes, placed the way real templates place
// them (top/bottom bars, a centre line, or one box per panel).
import type { Random } from './seededRandom';
import { textAt, type Panel, type TextPositionDraft } from './entry';

const CAPTIONS = ['When you', 'Nobody:', 'Me:', 'Also me', 'Them', 'Us', 'Expectation', 'Reality', 'Before', 'After', 'Plan A', 'Plan B'];

/** Boxes for `count` captions (1–4) on a picture of `width` px, with defaults drawn from `random`. */
export function generatedLayout(count: number, width: number, random: Random): { text: TextPositionDraft[]; panels?: Panel[] } {
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
        text: [textAt('top', 50, 10, 90, caption(), { fontSize }), textAt('center', 50, 50, 80, caption(), { fontSize }), textAt('bottom', 50, 90, 90, caption(), { fontSize })],
      };
    default: {
      // Four captions: one per quadrant, as in the two-by-two comparison templates.
      const quarter = Math.round(fontSize * 0.75);
      return {
        text: [[25, 12], [75, 12], [25, 62], [75, 62]].map(([x, y]) => textAt('custom', x!, y!, 44, caption(), { fontSize: quarter })),
        panels: [0, 1, 2, 3].map((index) => ({ x: (index % 2) * 50, y: Math.floor(index / 2) * 50, width: 50, height: 50 })),
      };
    }
  }
}
