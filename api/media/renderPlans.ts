// Turns "this template with these captions" or "stored meme N" into a render plan: the cache key
// (known before any pixel work), how long the result may be cached, and how to load the inputs.
import { OUTPUT_FORMATS } from '../../core/render/outputFormats';
import type { AppDeps } from '../context';
import { readMemeDesign } from '../services/generation/memeDesignColumn';
import { getTemplate, type CatalogueEntry } from '../templates/catalogue/catalogue';
import { customFactsOf } from '../templates/custom/registry';
import { stickerSvg } from '../templates/stickers';
import { hasRealPicture, loadTemplateImage } from '../templates/images/templateImage';
import { RenderError } from '../render/errors';
import { IMMUTABLE } from './imageResponse';
import type { RenderInput, RequestedSize, StickerInput } from '../render/job';
import { contentHash, renderKey, type ImageFormat } from './renderedImages';
import { parseOutputSize, parseRenderQuery, renderRequest, RenderRequestError, type RenderRequest } from './renderRequest';

/** A render ready to be looked up or run: `size` is the output size asked for (part of the key). */
export type RenderPlan = { key: string; format: ImageFormat; size: RequestedSize; cacheControl: string; input: () => Promise<RenderInput> };

/** A plan, or why there is none (answered as JSON with this status). */
export type PlanResult = { plan: RenderPlan } | { status: number; error: string };

// A stand-in picture (the template host was unreachable) is replaced by the original later.
const STAND_IN_CACHE = 'public, max-age=600';
// Stored memes can be edited, so their URL is revalidated (cheaply: 304 by ETag), not immutable.
const EDITABLE_CACHE = 'no-cache';

/** Plan for GET /media/render/<templateId>.<ext>?c=…&d=…&width=…&height=…; throws RenderRequestError on bad input. */
export async function planTemplateRender(templateId: string, format: ImageFormat, query: URLSearchParams, deps: AppDeps): Promise<PlanResult> {
  const template = getTemplate(templateId);
  // A user's own template is not public: only memes made on it render (for whoever may see them).
  if (!template || customFactsOf(template)?.ownerId != null) return templateNotFound(templateId);
  return planOnTemplate(template, parseRenderQuery(query, template.textPositions), { format, size: parseOutputSize(query) }, deps, undefined);
}

/** What file to write: its format and the size asked for. */
type Output = { format: ImageFormat; size: RequestedSize };

/** The stored meme as the database has it, with its upload's hash but not its bytes. */
export type StoredMeme = {
  id: number;
  userId: number;
  templateId: string;
  theme: string;
  captions: unknown;
  upload: { id: number; sha256: string; mimeType: string } | null;
};

/** Reads a meme for rendering (the upload's bytes are only read on a cache miss). */
export function findStoredMeme(deps: AppDeps, id: number): Promise<StoredMeme | null> {
  return deps.prisma.meme.findUnique({
    where: { id },
    select: { id: true, userId: true, templateId: true, theme: true, captions: true, upload: { select: { id: true, sha256: true, mimeType: true } } },
  });
}

/**
 * Plan for a stored meme: its upload (or else its template's image) with its saved captions;
 * `query` may ask for a size (`width`, `height`).
 */
export async function planStoredMemeRender(meme: StoredMeme, format: ImageFormat, deps: AppDeps, query?: URLSearchParams): Promise<PlanResult> {
  const { upload } = meme;
  const output = { format, size: query ? parseOutputSize(query) : {} };
  if (!upload) {
    const template = getTemplate(meme.templateId);
    if (!template) return templateNotFound(meme.templateId);
    return planOnTemplate(template, storedDesign(meme, template), output, deps, EDITABLE_CACHE);
  }
  if (OUTPUT_FORMATS[format].animatedOnly && upload.mimeType !== 'image/gif') throw notAnimated();
  const request = storedDesign(meme, undefined);
  const stickers = await loadStickers(request);
  return {
    plan: {
      key: renderKey({ ...output, backgroundHash: upload.sha256, ...designParts(request, stickers) }),
      ...output,
      cacheControl: EDITABLE_CACHE,
      input: async () => {
        const stored = await deps.prisma.upload.findUniqueOrThrow({ where: { id: upload.id }, select: { bytes: true } });
        return { background: stored.bytes, backgroundKey: upload.sha256, ...designInput(request, stickers) };
      },
    },
  };
}

async function planOnTemplate(
  template: CatalogueEntry,
  request: RenderRequest,
  output: Output,
  deps: AppDeps,
  cacheControl: string | undefined,
): Promise<PlanResult> {
  const image = await loadTemplateImage(template, deps);
  if (image.source === 'placeholder') return { status: 502, error: 'Failed to load template image' };
  if (OUTPUT_FORMATS[output.format].animatedOnly && image.mimeType !== 'image/gif') throw notAnimated();
  const stickers = await loadStickers(request);
  // Immutable only when the picture is final: the original (or a GIF take on it), or artwork of a
  // template that has no real picture; a stand-in for a picture the host may serve later is not,
  // nor an added template, whose picture and boxes an administrator may change at the same URL
  // (revalidated by its ETag, which follows the picture's hash and the boxes).
  const editable = customFactsOf(template) !== undefined;
  const final = !editable && (image.source === 'host' || !hasRealPicture(template));
  const layout = { textPositions: template.textPositions, designWidth: template.width };
  return {
    plan: {
      key: renderKey({ ...output, backgroundHash: contentHash(image.bytes), ...designParts(request, stickers), ...layout }),
      ...output,
      cacheControl: cacheControl ?? (editable ? EDITABLE_CACHE : final ? IMMUTABLE : STAND_IN_CACHE),
      input: async () => ({ background: image.bytes, backgroundKey: contentHash(image.bytes), ...designInput(request, stickers), ...layout }),
    },
  };
}

/** A stored meme's design as /media/memes draws it: captions paired with the template's boxes, its theme and style. */
export function storedDesign(meme: Pick<StoredMeme, 'theme' | 'captions'>, template: CatalogueEntry | undefined): RenderRequest {
  return renderRequest(readMemeDesign(meme), template?.textPositions);
}

type LoadedSticker = StickerInput & { imageHash: string };

const stickerFiles = new Map<string, Buffer>();

/** The built-in stickers' SVG files (kept, so each is read and hashed once); unknown ids are refused. */
async function loadStickers(request: RenderRequest): Promise<LoadedSticker[]> {
  return Promise.all(
    request.stickers.map(async ({ id, ...placement }) => {
      let image = stickerFiles.get(id);
      if (!image) {
        const svg = stickerSvg(id);
        if (!svg) throw new RenderRequestError(`Unknown sticker ${id}`);
        image = Buffer.from(await svg);
        stickerFiles.set(id, image);
      }
      return { image, placement, imageHash: contentHash(image) };
    }),
  );
}

function designParts(request: RenderRequest, stickers: LoadedSticker[]) {
  return {
    captions: request.captions,
    stickers: stickers.map(({ imageHash, placement }) => ({ imageHash, placement })),
    style: request.style,
    theme: request.theme,
  };
}

function designInput(request: RenderRequest, stickers: LoadedSticker[]) {
  return { captions: request.captions, stickers: stickers.map(({ image, placement }) => ({ image, placement })), style: request.style, theme: request.theme };
}

function templateNotFound(id: string): PlanResult {
  return { status: 404, error: `Template with ID ${id} not found` };
}

function notAnimated(): RenderError {
  return new RenderError('not-animated', 'This image is not a GIF; ask for .png, .jpg or .webp');
}
