// What a render URL or a stored meme may ask for, validated and normalized (so equal requests hash
// alike). Limits keep any one request's render cheap; colours are restricted to CSS colour syntax.
import { z } from 'zod';
import { TEXT_POSITION_KINDS } from '../../core/render/placement';
import type { MemeTheme } from '../../core/render/style';
import type { Caption, RenderStyle, TextPosition } from '../../core/templates/types';
import { RENDER_LIMITS } from '../render/limits';
import type { RequestedSize } from '../render/job';

const color = z
  .string()
  .max(64)
  .regex(/^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/+-]+\)|[a-z]{3,20})$/i, 'Not a CSS colour');
const percent = z.number().finite().min(0).max(100);

const captionSchema = z.object({
  id: z.string().max(64).optional(),
  text: z.string().max(RENDER_LIMITS.maxCaptionLength),
  position: z.enum(TEXT_POSITION_KINDS).default('top'),
  x: percent.optional(),
  y: percent.optional(),
  fontSize: z.number().finite().min(6).max(400).optional(),
  color: color.optional(),
  textAlign: z.enum(['left', 'center', 'right']).optional(),
});

const stickerSchema = z.object({
  id: z.string().max(64),
  x: z.number().finite().min(-50).max(150),
  y: z.number().finite().min(-50).max(150),
  scale: z.number().finite().default(1),
  rotation: z.number().finite().default(0),
});

const styleSchema = z
  .object({
    primaryColor: color,
    secondaryColor: color,
    outlineColor: color,
    shadowColor: color,
    fontFamily: z
      .string()
      .max(64)
      .regex(/^[\p{L}\p{N} _-]+$/u),
  })
  .partial();

const captionsSchema = z.array(z.union([z.string().max(RENDER_LIMITS.maxCaptionLength), captionSchema])).max(RENDER_LIMITS.maxCaptions);

/** The `d` parameter (and a stored meme's captions field when it is an object). */
const designSchema = z.object({
  captions: captionsSchema.optional(),
  stickers: z.array(stickerSchema).max(RENDER_LIMITS.maxStickers).optional(),
  style: styleSchema.optional(),
  theme: z.enum(['classic', 'standard']).optional(),
});

/** A sticker asked for by id, with its placement. */
export type StickerRequest = z.infer<typeof stickerSchema>;

/** A validated render request: captions paired with ids, stickers by id, style and theme. */
export type RenderRequest = { captions: Caption[]; stickers: StickerRequest[]; style: Partial<RenderStyle> | undefined; theme: MemeTheme | undefined };

/** Why a request was refused (answered with 400 and this message). */
export class RenderRequestError extends Error {
  override readonly name = 'RenderRequestError';
}

/**
 * Reads `?c=<caption>` (repeatable, in the template's text-position order) and/or `?d=<base64url
 * JSON {captions, stickers, style, theme}>`. Captions may come from one of the two, not both.
 */
export function parseRenderQuery(params: URLSearchParams, textPositions: TextPosition[] = []): RenderRequest {
  const texts = params.getAll('c');
  const encoded = params.get('d');
  let design: z.infer<typeof designSchema> = {};
  if (encoded !== null) {
    if (encoded.length > 16_384) throw new RenderRequestError('The d parameter is too long');
    design = parseDesign(decodeJson(encoded));
  }
  if (texts.length > 0 && design.captions) throw new RenderRequestError('Give captions either as c or inside d, not both');
  const captions = texts.length > 0 ? captionsSchema.safeParse(texts) : { success: true as const, data: design.captions ?? [] };
  if (!captions.success) throw new RenderRequestError(`Captions: ${captions.error.issues[0]?.message ?? 'invalid'}`);
  return { captions: normalizeCaptions(captions.data, textPositions), stickers: design.stickers ?? [], style: design.style, theme: design.theme };
}

/**
 * Reads `?width=` and `?height=` (each optional, at most once): whole numbers of pixels from
 * RENDER_LIMITS.minOutputSide to maxOutputSide. One keeps the aspect ratio; both give that size.
 */
export function parseOutputSize(params: URLSearchParams): RequestedSize {
  return { width: sizeParameter(params, 'width'), height: sizeParameter(params, 'height') };
}

function sizeParameter(params: URLSearchParams, name: 'width' | 'height'): number | undefined {
  const values = params.getAll(name);
  if (values.length === 0) return undefined;
  if (values.length > 1) throw new RenderRequestError(`Give ${name} only once`);
  const { minOutputSide: min, maxOutputSide: max } = RENDER_LIMITS;
  const value = /^[1-9][0-9]{0,5}$/.test(values[0]!) ? Number(values[0]) : NaN;
  if (!(value >= min && value <= max)) throw new RenderRequestError(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** Reads a stored meme's captions field: an array of captions (or strings), or a whole design object. */
export function parseStoredDesign(value: unknown, textPositions: TextPosition[] = []): RenderRequest {
  const design = Array.isArray(value) ? parseDesign({ captions: value }) : parseDesign(value);
  return { captions: normalizeCaptions(design.captions ?? [], textPositions), stickers: design.stickers ?? [], style: design.style, theme: design.theme };
}

function parseDesign(value: unknown): z.infer<typeof designSchema> {
  const parsed = designSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RenderRequestError(`Invalid meme design${issue ? ` at ${issue.path.join('.') || 'top level'}: ${issue.message}` : ''}`);
  }
  return parsed.data;
}

function decodeJson(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw new RenderRequestError('The d parameter must be base64url-encoded JSON');
  }
}

/**
 * Plain strings become captions in the template's text-position order (or top, bottom, then centre
 * without a template); missing ids are filled the same way, so equal requests describe equally.
 * A caption beyond the template's boxes takes top, bottom or centre by its place, or, when a box
 * already sits there (a one-box template's bottom line), the first of them still free.
 */
function normalizeCaptions(captions: (string | z.infer<typeof captionSchema>)[], textPositions: TextPosition[]): Caption[] {
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
