// A meme's design: its captions, placed stickers, render style and theme. One codec for every place
// a design is kept or asked for (the Meme.captions column, a render URL's `d` parameter, the
// editors), so each reads and writes the same shape under the same limits (core/limits.ts).
import { z } from 'zod';
import { MEME_DESIGN_LIMITS as LIMITS } from '../limits';
import { TEXT_POSITION_KINDS, type TextPositionKind } from './positions';

const name = z.string().max(LIMITS.maxNameLength);
// CSS colour syntax only: colours are written into canvas paint and SVG.
const color = name.regex(/^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/+-]+\)|[a-z]{3,20})$/i, 'Not a CSS colour');
const percent = z.number().finite().min(0).max(100);
const text = z.string().max(LIMITS.maxCaptionLength);

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const MEME_THEMES = ['classic', 'standard'] as const;

/** A caption as stored or asked for; without an id it takes its template box's (placeCaptions). */
const captionSchema = z.object({
  id: name.optional(),
  text,
  position: z.enum(TEXT_POSITION_KINDS).default('top'),
  /** centre of the caption in percent of the picture, when it was dragged */
  x: percent.optional(),
  y: percent.optional(),
  fontSize: z.number().finite().min(LIMITS.minFontSize).max(LIMITS.maxFontSize).optional(),
  color: color.optional(),
  textAlign: z.enum(TEXT_ALIGNS).optional(),
});

// Text alone fills the template's next box.
const captionListSchema = z.array(z.union([text, captionSchema], { error: 'A caption is its text or an object with text' })).max(LIMITS.maxCaptions);

const stickerSchema = z.object({
  id: name,
  x: z
    .number()
    .finite()
    .min(-LIMITS.stickerOverhang)
    .max(100 + LIMITS.stickerOverhang),
  y: z
    .number()
    .finite()
    .min(-LIMITS.stickerOverhang)
    .max(100 + LIMITS.stickerOverhang),
  scale: z.number().finite().default(1),
  rotation: z.number().finite().default(0),
});

const renderStyleSchema = z.object({
  primaryColor: color,
  secondaryColor: color,
  outlineColor: color,
  shadowColor: color,
  fontFamily: name.regex(/^[\p{L}\p{N} _-]+$/u, 'Not a font family name'),
});

const designSchema = z.object({
  captions: captionListSchema.optional(),
  stickers: z.array(stickerSchema).max(LIMITS.maxStickers).optional(),
  style: renderStyleSchema.partial().optional(),
  theme: z.enum(MEME_THEMES).optional(),
});

/** A validated design; captions as given (text alone or placed), nothing filled in from a template. */
export type MemeDesign = z.output<typeof designSchema>;
/** What a design may be written as: a design object, or (as most memes are stored) its caption list. */
export type StoredMemeDesign = z.input<typeof designSchema> | NonNullable<z.input<typeof designSchema>['captions']>;
/** A caption in a template's box or placed by hand: every caption drawn has an id. */
export type Caption = Omit<z.output<typeof captionSchema>, 'id'> & { id: string };
export type CaptionSource = NonNullable<MemeDesign['captions']>[number];
/** A sticker asked for by id, with its placement: x, y in percent of the picture, rotation in degrees. */
export type StickerById = z.output<typeof stickerSchema>;
/** Render style of spec section 3; fontFamily defaults to Impact (then the bundled font). */
export type RenderStyle = z.output<typeof renderStyleSchema>;
export type TextAlign = (typeof TEXT_ALIGNS)[number];
/** 'classic' is the meme look of the spec (upper case, thick outline, shadow); 'standard' plain outlined text. */
export type MemeTheme = (typeof MEME_THEMES)[number];

/** Why a design was refused; the message names the first bad field and what is wrong with it. */
export class MemeDesignError extends Error {
  override readonly name = 'MemeDesignError';
}

/** Validates a design from the database or a request (an object or a caption list); throws MemeDesignError. */
export function parseMemeDesign(value: unknown): MemeDesign {
  const parsed = designSchema.safeParse(Array.isArray(value) ? { captions: value } : value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const problem = issue && firstProblem(issue);
  throw new MemeDesignError(`Invalid meme design${problem ? ` at ${problem.path.join('.') || 'top level'}: ${problem.message}` : ''}`);
}

/** The issue to tell: for a caption (text or an object), what is wrong with the one its type chose. */
function firstProblem(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string } {
  if (issue.code !== 'invalid_union') return issue;
  const chosen = issue.errors.find(([first]) => first && !(first.code === 'invalid_type' && first.path.length === 0))?.[0];
  if (!chosen) return issue;
  const inner = firstProblem(chosen);
  return { path: [...issue.path, ...inner.path], message: inner.message };
}

/**
 * The stored form of a valid design: its caption list alone when it has nothing else, as memes have
 * always been stored, else the design object. Throws MemeDesignError rather than store a bad one.
 */
export function encodeMemeDesign(design: StoredMemeDesign): StoredMemeDesign {
  const { captions, ...rest } = parseMemeDesign(design);
  const bare = Object.values(rest).every((value) => value === undefined);
  return bare ? (captions ?? []) : { captions, ...rest };
}

/**
 * A design's captions paired with the template's boxes: text alone takes its box (or top, bottom,
 * then centre without one) and missing ids are filled the same way, so equal designs draw alike.
 * A caption beyond the template's boxes takes top, bottom or centre by its place, or, when a box
 * already sits there (a one-box template's bottom line), the first of them still free.
 */
export function placeCaptions(captions: readonly CaptionSource[], textPositions: readonly TemplateBox[] = []): Caption[] {
  const taken = new Set<string>(textPositions.slice(0, captions.length).map((slot) => slot.position));
  return captions.map((caption, index) => {
    const slot = textPositions[index];
    if (typeof caption !== 'string') return { ...caption, id: caption.id ?? slot?.id ?? `caption-${index + 1}` };
    if (slot) return { id: slot.id, text: caption, position: slot.position };
    const byPlace = FALLBACK_KINDS[Math.min(index, FALLBACK_KINDS.length - 1)]!;
    const position = taken.has(byPlace) ? (FALLBACK_KINDS.find((kind) => !taken.has(kind)) ?? byPlace) : byPlace;
    taken.add(position);
    return { id: `caption-${index + 1}`, text: caption, position };
  });
}

const FALLBACK_KINDS = ['top', 'bottom', 'center'] as const;

/** What placeCaptions reads of a template's text position. */
type TemplateBox = { id: string; position: TextPositionKind };
