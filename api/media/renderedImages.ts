// Rendered memes cached by content: the key hashes everything that decides the bytes (background
// bytes, captions, positions, stickers, style, output format and size, renderer version), so equal
// inputs share one render and one ETag, and a changed input can never be served the old picture.
import { createHash } from 'node:crypto';
import { OUTPUT_FORMATS } from '../../core/render/outputFormats';
import type { StickerPlacement } from '../../core/render/stickers';
import type { MemeTheme } from '../../core/render/style';
import type { Caption, RenderStyle, TextPosition } from '../../core/templates/types';
import { LRUCache } from 'lru-cache';
import { RenderError } from '../render/errors';
import type { OutputFormat, RenderInput, RequestedSize } from '../render/job';
import type { Renderer } from '../render/renderer';

/** Bump when a renderer change alters output for the same input: every key (and ETag) changes. */
const RENDERER_VERSION = 2;
const DEFAULT_CACHE_BYTES = 128 * 1024 * 1024;

export type ImageFormat = OutputFormat;

/** The Content-Type of each output format (the table is core/render/outputFormats.ts). */
export const CONTENT_TYPES = Object.fromEntries(Object.entries(OUTPUT_FORMATS).map(([format, { contentType }]) => [format, contentType])) as Record<
  ImageFormat,
  string
>;

/** What decides a render's pixels, with files replaced by their content hashes. */
export type RenderKeyParts = {
  format: ImageFormat;
  backgroundHash: string;
  captions: Caption[];
  textPositions?: TextPosition[];
  stickers?: { imageHash: string; placement: StickerPlacement }[];
  style?: Partial<RenderStyle>;
  theme?: MemeTheme;
  designWidth?: number;
  /** the output size as asked for (`?width=`/`?height=`) */
  size?: RequestedSize | undefined;
};

/** A finished image as served: bytes, content type and strong ETag. */
export type RenderedImage = { bytes: Buffer; contentType: string; etag: string; key: string };

const hashes = new WeakMap<Uint8Array, string>();

/** sha256 (hex) of a file's bytes, remembered per buffer so cached template images hash once. */
export function contentHash(bytes: Uint8Array): string {
  let hash = hashes.get(bytes);
  if (!hash) {
    hash = createHash('sha256').update(bytes).digest('hex');
    hashes.set(bytes, hash);
  }
  return hash;
}

/** The cache key (hex sha256) of a render. */
export function renderKey(parts: RenderKeyParts): string {
  const size = parts.size && (parts.size.width !== undefined || parts.size.height !== undefined) ? [[parts.size.width ?? 0, parts.size.height ?? 0]] : [];
  // Without width or height a key is what it was before sizes could be asked for: ETags stay valid.
  const described = JSON.stringify([
    RENDERER_VERSION,
    parts.format,
    parts.backgroundHash,
    parts.captions,
    parts.textPositions ?? [],
    parts.stickers ?? [],
    parts.style ?? {},
    parts.theme ?? 'classic',
    parts.designWidth ?? 0,
    ...size,
  ]);
  return createHash('sha256').update(described).digest('hex');
}

/**
 * Who a render is for: `key` names their share of the render pool (see pool.ts) and `admit`, when
 * given, is asked with the render's pixel work before it is queued (their budget of work: it throws
 * when spent).
 */
export type RenderRequester = { key: string; admit?: ((pixelWork: number) => Promise<void>) | undefined };

export type RenderedImages = {
  /**
   * The cached image for `key`, rendering it (once, however many ask at the same time) on a miss,
   * for `requester` (its pool share and budget; a render without one has a share of its own), as `format` at `size` (both must
   * be part of `key`). When `signal` aborts (the client left) this request gets RenderError
   * 'cancelled', and the render is given up once nobody waits for it any more.
   */
  get(
    key: string,
    format: ImageFormat,
    input: () => Promise<RenderInput>,
    requester?: RenderRequester,
    size?: RequestedSize,
    signal?: AbortSignal,
  ): Promise<RenderedImage>;
  /** The cached image, if any (no rendering). */
  peek(key: string): RenderedImage | undefined;
  stats(): { entries: number; bytes: number };
};

/** A render under way: how many requests wait for it, and how to give it up when that is none. */
type Pending = { rendering: Promise<RenderedImage>; waiters: number; controller: AbortController };

/** An in-memory cache of rendered images, least recently used first out, bounded by bytes. */
export function createRenderedImages(renderer: Renderer, maxBytes = DEFAULT_CACHE_BYTES): RenderedImages {
  // An image larger than the whole cache is served but not kept.
  const entries = new LRUCache<string, RenderedImage>({ maxSize: maxBytes, sizeCalculation: (image) => image.bytes.length });
  // In flight, by key: kept apart from the cache (not lru-cache's fetch) because a render refused to
  // its starter (over their share of the pool) is retried in the next requester's own name.
  const pending = new Map<string, Pending>();

  const peek = (key: string): RenderedImage | undefined => entries.get(key);

  function render(
    key: string,
    format: ImageFormat,
    input: () => Promise<RenderInput>,
    requester: RenderRequester | undefined,
    size: RequestedSize | undefined,
  ): Pending {
    const controller = new AbortController();
    const rendering = input()
      .then((ready) => renderer.render(format, ready, { key: requester?.key, admit: requester?.admit, size, signal: controller.signal }))
      .then((output) => {
        const image = { bytes: output, contentType: CONTENT_TYPES[format], etag: etagOf(key), key };
        entries.set(key, image);
        return image;
      })
      .finally(() => {
        if (pending.get(key) === entry) pending.delete(key);
      });
    // Its waiters get its failure. A render they all gave up fails with nobody listening, and an
    // unhandled rejection would end the process.
    rendering.catch(() => undefined);
    const entry: Pending = { rendering, waiters: 0, controller };
    pending.set(key, entry);
    return entry;
  }

  /** One request's wait for `entry`; the last one to leave gives the render up. */
  function join(key: string, entry: Pending, signal: AbortSignal | undefined): Promise<RenderedImage> {
    entry.waiters += 1;
    if (!signal) return entry.rendering;
    return new Promise((resolve, reject) => {
      const leave = () => {
        entry.waiters -= 1;
        if (entry.waiters === 0) {
          if (pending.get(key) === entry) pending.delete(key);
          entry.controller.abort();
        }
        reject(new RenderError('cancelled', 'The request was given up by its client'));
      };
      if (signal.aborted) return leave();
      signal.addEventListener('abort', leave, { once: true });
      entry.rendering.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
    });
  }

  return {
    peek,
    get(key, format, input, requester, size, signal) {
      const hit = peek(key);
      if (hit) return Promise.resolve(hit);
      const joined = pending.get(key);
      if (!joined) return join(key, render(key, format, input, requester, size), signal);
      // The render joined was refused to whoever started it (over their share of the pool, or of
      // pixel work): that says nothing about this requester, who asks in their own name once.
      return join(key, joined, signal).catch((error: unknown) => {
        if (!(error instanceof RenderError && error.code === 'rate-limited') || signal?.aborted) throw error;
        const hit = peek(key);
        if (hit) return hit;
        return join(key, pending.get(key) ?? render(key, format, input, requester, size), signal);
      });
    },
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/** The strong ETag of a render key. */
export function etagOf(key: string): string {
  return `"${Buffer.from(key, 'hex').toString('base64url').slice(0, 27)}"`;
}
