// What a render URL or a stored meme may ask for, validated and normalized (so equal requests hash
// alike). The design's rules and limits are the design codec's (core/meme/design.ts), which throws
// MemeDesignError, answered with 400 like RenderRequestError.
import { parseMemeDesign, placeCaptions, type MemeDesign, type MemeTheme, type StickerById } from '../../core/meme/design';
import type { Caption, RenderStyle, TextPosition } from '../../core/templates/types';
import { RENDER_LIMITS } from '../render/limits';
import type { RequestedSize } from '../render/job';

/** A validated render request: captions paired with ids, stickers by id, style and theme. */
export type RenderRequest = { captions: Caption[]; stickers: StickerById[]; style: Partial<RenderStyle> | undefined; theme: MemeTheme | undefined };

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
  let design: MemeDesign = {};
  if (encoded !== null) {
    if (encoded.length > 16_384) throw new RenderRequestError('The d parameter is too long');
    design = parseMemeDesign(decodeJson(encoded));
  }
  if (texts.length > 0 && design.captions) throw new RenderRequestError('Give captions either as c or inside d, not both');
  return renderRequest(texts.length > 0 ? { ...design, captions: parseMemeDesign(texts).captions } : design, textPositions);
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

/** A valid design (a request's or a stored meme's) as the renderer takes it: captions paired with the template's boxes. */
export function renderRequest(design: MemeDesign, textPositions: readonly TextPosition[] = []): RenderRequest {
  return { captions: placeCaptions(design.captions ?? [], textPositions), stickers: design.stickers ?? [], style: design.style, theme: design.theme };
}

function decodeJson(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw new RenderRequestError('The d parameter must be base64url-encoded JSON');
  }
}
