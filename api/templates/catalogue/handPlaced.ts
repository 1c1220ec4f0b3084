// Caption boxes placed for a picture rather than by its layout, checked at load: by hand for the
// best-known real templates (facts/handPlaced.json, with their popularity and meme date), and the
// placements of a public source for more: Imgflip's defaults (facts/imgflipPlaced.json) and
// memegen's anchors for the templates taken from memegen (facts/memegenPlaced.json).
import { z } from 'zod';
import { readFacts } from '../factsFile';
import { textAt, type TextPositionDraft } from './entry';
import { REAL_TEMPLATES, yearMonthSchema } from './realTemplate';

/** x, y, width and height are in percent of the picture. */
const percent = z.number().min(0).max(100);
const colour = z.string().regex(/^#[0-9a-f]{6}$/, 'expected a colour like #000000');
/** in pixels at the picture's own size */
const fontSize = z.number().positive();

const boxSchema = z
  .strictObject({
    position: z.enum(['top', 'bottom', 'center', 'custom']),
    /** the centre of the box */
    x: percent,
    y: percent,
    width: percent,
    fontSize,
    defaultText: z.string(),
    color: colour.optional(),
    textAlign: z.enum(['left', 'center', 'right']).optional(),
    /** degrees clockwise about the centre, where the picture's sign or button is tilted */
    rotation: z.number().optional(),
  })
  .transform(({ position, x, y, width, defaultText, ...style }) => textAt(position, x, y, width, defaultText, style));

const panelSchema = z.strictObject({ x: percent, y: percent, width: percent, height: percent });

const handPlacedSchema = z.strictObject({
  /** how well known the meme is (0–100); others get theirs from their rank (classics.ts) */
  popularity: z.number().int().min(0).max(100).optional(),
  /** the year-month it became a meme, when that is earlier than the picture's Imgflip date */
  added: yearMonthSchema.optional(),
  panels: z.array(panelSchema).min(1).optional(),
  text: z.array(boxSchema).min(1),
});
type HandPlaced = z.infer<typeof handPlacedSchema>;

/** Boxes by template name; a name no real template has is a typo that would leave its boxes unused. */
const byRealName = <Value extends z.ZodType>(value: Value) => {
  const names = new Set(REAL_TEMPLATES.map((fact) => fact.name));
  return z.record(z.string(), value).superRefine((record, context) => {
    for (const name of Object.keys(record)) {
      if (!names.has(name)) context.addIssue({ code: 'custom', path: [name], message: 'no real template has this name' });
    }
  });
};

export const handPlacedFileSchema = z.strictObject({ about: z.string().min(1), templates: byRealName(handPlacedSchema) });

const sourceBoxSchema = z.strictObject({
  x: percent,
  y: percent,
  width: percent,
  fontSize,
  color: colour.optional(),
  textAlign: z.enum(['left', 'center', 'right']).optional(),
  rotation: z.number().optional(),
});

/** A file of a public source's box placements (imgflipPlaced.json, memegenPlaced.json). */
export const sourcePlacedFileSchema = z.strictObject({ about: z.string().min(1), templates: byRealName(z.array(sourceBoxSchema).min(1)) });

/** Boxes by template name; the popularity and meme date of the classics the app started with. */
export const HAND_PLACED: Readonly<Record<string, HandPlaced>> = readFacts(new URL('./facts/handPlaced.json', import.meta.url), handPlacedFileSchema).templates;

const placedBy = (file: string) => readFacts(new URL(`./facts/${file}`, import.meta.url), sourcePlacedFileSchema).templates;

function sourcePlaced(): Record<string, z.infer<typeof sourceBoxSchema>[]> {
  const imgflip = placedBy('imgflipPlaced.json');
  const memegen = placedBy('memegenPlaced.json');
  // One home per template's boxes: a name in both files would leave one placement silently unused.
  const twice = Object.keys(memegen).filter((name) => name in imgflip);
  if (twice.length) throw new Error(`boxes placed by both Imgflip and memegen: ${twice.join(', ')}`);
  return { ...imgflip, ...memegen };
}

/** A public source's box placements on the same pictures (Imgflip's, memegen's), by name: they take the captions in box order. */
export const SOURCE_PLACED: Readonly<Record<string, (captions: string[]) => TextPositionDraft[]>> = Object.fromEntries(
  Object.entries(sourcePlaced()).map(([name, boxes]) => [
    name,
    (captions: string[]) => boxes.map(({ x, y, width, ...style }, index) => textAt('custom', x, y, width, captions[index] ?? '', style)),
  ]),
);
