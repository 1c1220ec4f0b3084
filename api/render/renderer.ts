// The server's render entry points: check the input against the limits from its header, then
// render in the worker pool.
import { RenderError } from './errors';
import { inspectImage } from './imageInfo';
import type { RenderInput, StickerInput } from './job';
import { RENDER_LIMITS } from './limits';
import { createRenderPool, type RenderPool, type RenderPoolOptions } from './pool';

/** Options of one render: `key` names the requester whose share of the pool it uses (see pool.ts). */
export type RenderOptions = { key?: string | undefined };

export type Renderer = {
  /** A PNG of the meme (a GIF background contributes its first frame). */
  renderPng(input: RenderInput, options?: RenderOptions): Promise<Buffer>;
  /** An animated GIF of the meme; the background must be a GIF. */
  renderGif(input: RenderInput, options?: RenderOptions): Promise<Buffer>;
  pool: RenderPool;
};

// Shorter GIFs are quick enough on one worker; splitting them would mostly add overhead.
const MIN_FRAMES_TO_SPLIT = 12;

/** A renderer with its own worker pool (tests use short time limits; the app uses the default). */
export function createRenderer(options: RenderPoolOptions = {}): Renderer {
  const pool = createRenderPool(options);
  async function render(format: 'png' | 'gif', input: RenderInput, { key }: RenderOptions = {}): Promise<Buffer> {
    // Refuses, from the header alone, anything past the limits, including a GIF whose frames add up
    // to more pixels than one render may compose (RENDER_LIMITS.maxTotalPixels).
    const info = inspectImage(input.background);
    if (format === 'gif' && info.format !== 'gif') throw new RenderError('not-animated', 'Only a GIF can be rendered as a GIF');
    const stickers = (input.stickers ?? []).slice(0, RENDER_LIMITS.maxStickers).map(checkSticker);
    // Copies: the pool moves these buffers to a worker, and the caller may still need its own.
    const job = (segment?: { start: number; end: number }) => ({
      ...input,
      format,
      segment,
      background: new Uint8Array(input.background),
      stickers: stickers.map((sticker) => ({ image: new Uint8Array(sticker.image), placement: sticker.placement })),
    });
    const segments = format === 'gif' ? gifSegments(info.frameCount) : [];
    // A worker's memory follows the picture's size, whatever the number of frames.
    const owner = { key, pixels: info.width * info.height };
    const parts = segments.length > 1 ? await Promise.all(segments.map((segment) => pool.run(job(segment), { ...owner, spread: true }))) : [await pool.run(job(), owner)];
    return parts.length === 1 ? Buffer.from(parts[0]!.buffer, parts[0]!.byteOffset, parts[0]!.byteLength) : Buffer.concat(parts);
  }

  /**
   * A long GIF goes to every worker at once when all are idle, each writing a run of frames, so the
   * latency of one render drops by up to the number of workers (a later run starts composing at the
   * last full, opaque frame before it, at worst at the first). A busy pool gets it whole. The
   * segments may use more than the requester's share of workers, but only of an idle pool, and the
   * pixel budget keeps a long GIF short, so whoever comes next waits at most for one segment.
   */
  function gifSegments(frameCount: number): { start: number; end: number }[] {
    const { running, queued } = pool.stats();
    const workers = pool.size;
    if (frameCount < MIN_FRAMES_TO_SPLIT || workers < 2 || running > 0 || queued > 0) return [];
    return Array.from({ length: workers }, (_, index) => ({ start: Math.round((frameCount * index) / workers), end: Math.round((frameCount * (index + 1)) / workers) }));
  }
  return { renderPng: (input, options) => render('png', input, options), renderGif: (input, options) => render('gif', input, options), pool };
}

let shared: Renderer | undefined;

/** The process-wide renderer (workers start on first use). */
export function defaultRenderer(): Renderer {
  return (shared ??= createRenderer());
}

/** Renders a meme as PNG in the shared worker pool. */
export function renderPng(input: RenderInput): Promise<Buffer> {
  return defaultRenderer().renderPng(input);
}

/** Renders a captioned GIF in the shared worker pool, frame timing and loop count kept. */
export function renderGif(input: RenderInput): Promise<Buffer> {
  return defaultRenderer().renderGif(input);
}

/**
 * Sticker images are the app's own SVG artwork (trusted: never from users) or raster images held
 * to the upload limits like any other input.
 */
function checkSticker(sticker: StickerInput): StickerInput {
  if (!isSvg(sticker.image)) inspectImage(sticker.image);
  else if (sticker.image.byteLength > RENDER_LIMITS.maxInputBytes) throw new RenderError('input-too-large', 'Sticker image is too large');
  return sticker;
}

function isSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 256)).toString('utf8').trimStart();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}
