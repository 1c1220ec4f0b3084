// The server's render entry points: check the input against the limits from its header, then
// render in the worker pool.
import { RenderError } from './errors';
import { inspectImage, type ImageInfo } from './imageInfo';
import type { OutputFormat, PixelSize, RenderInput, RenderJob, RequestedSize, StickerInput } from './job';
import { RENDER_LIMITS } from './limits';
import { createRenderPool, type RenderPool, type RenderPoolOptions } from './pool';

/**
 * Options of one render: `key` names the requester whose share of the pool it uses (see pool.ts);
 * `admit` is asked, with the render's pixel work (see pixelWork), before it is queued, and refuses
 * it by throwing (the requester's budget of pixel work is spent); when `signal` aborts, the render
 * is given up (RenderError 'cancelled').
 */
export type RenderOptions = {
  key?: string | undefined;
  admit?: ((pixelWork: number) => Promise<void>) | undefined;
  signal?: AbortSignal | undefined;
};

export type Renderer = {
  /** A PNG of the meme (a GIF background contributes its first frame). */
  renderPng(input: RenderInput, options?: RenderOptions): Promise<Buffer>;
  /** An animated GIF of the meme; the background must be a GIF. */
  renderGif(input: RenderInput, options?: RenderOptions): Promise<Buffer>;
  /**
   * The meme in any format, scaled to `size`: PNG, JPEG and WebP are still (a GIF background gives
   * its first frame) except WebP of a GIF of several frames, an animated WebP with the GIF's timing
   * and loop count; GIF and MP4 (H.264, each frame as long as the GIF's) need a GIF background.
   */
  render(format: OutputFormat, input: RenderInput, options?: RenderOptions & { size?: RequestedSize | undefined }): Promise<Buffer>;
  pool: RenderPool;
};

// Shorter GIFs are quick enough on one worker; splitting them would mostly add overhead.
const MIN_FRAMES_TO_SPLIT = 12;

/** A renderer with its own worker pool (tests use short time limits; the app uses the default). */
export function createRenderer(options: RenderPoolOptions = {}): Renderer {
  const pool = createRenderPool(options);
  async function render(
    format: OutputFormat,
    input: RenderInput,
    { key, admit, signal, size: requested }: RenderOptions & { size?: RequestedSize | undefined } = {},
  ): Promise<Buffer> {
    // Refuses, from the header alone, anything past the limits, including a GIF whose frames add up
    // to more pixels than one render may compose (RENDER_LIMITS.maxTotalPixels).
    const info = inspectImage(input.background);
    if (format === 'gif' && info.format !== 'gif') throw new RenderError('not-animated', 'Only a GIF can be rendered as a GIF');
    if (format === 'mp4' && info.format !== 'gif') throw new RenderError('not-animated', 'Only a GIF can be rendered as an MP4');
    const size = outputSize(info, requested);
    const animated = format === 'webp' && info.format === 'gif' && info.frameCount > 1;
    // A scaled animation is held whole by libvips, or encoded frame by frame (MP4): its frames are
    // held to the same pixel budget.
    if (size && (animated || format === 'gif' || format === 'mp4') && info.frameCount * size.width * size.height > RENDER_LIMITS.maxTotalPixels) {
      const millions = Math.floor(RENDER_LIMITS.maxTotalPixels / 1e6);
      throw new RenderError(
        'too-many-pixels',
        `At that size the animation's frames would add up to more than ${millions} million pixels; ask for a smaller width or height`,
      );
    }
    const stickers = (input.stickers ?? []).slice(0, RENDER_LIMITS.maxStickers).map(checkSticker);
    const work = pixelWork(info, format, size);
    await admit?.(work);
    const job = (segment?: { start: number; end: number }): RenderJob => ({
      ...input,
      format,
      ...(animated ? { animated } : {}),
      ...(size ? { size } : {}),
      segment,
      stickers,
    });
    // A GIF that is transcoded afterwards (scaled, or to WebP) is rendered whole by one worker.
    const segments = format === 'gif' && !size ? gifSegments(info.frameCount) : [];
    // A worker's memory follows the picture's size (and the output's), whatever the number of frames,
    // except when libvips takes a whole animation: every frame's RGBA at once (4 bytes a pixel, where
    // the pool counts ~25 for a canvas).
    const outputPixels = size ? size.width * size.height : 0;
    const wholeAnimation = animated || (format === 'gif' && size) ? Math.ceil((info.frameCount * (info.width * info.height + outputPixels) * 4) / 25) : 0;
    const owner = { key, pixels: info.width * info.height + outputPixels + wholeAnimation, work: segments.length > 1 ? work / segments.length : work };
    const parts =
      segments.length > 1
        ? await renderSegments(segments, (segment, segmentSignal) => pool.run(job(segment), { ...owner, spread: true }, segmentSignal), signal)
        : [await pool.run(job(), owner, signal)];
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
    return Array.from({ length: workers }, (_, index) => ({
      start: Math.round((frameCount * index) / workers),
      end: Math.round((frameCount * (index + 1)) / workers),
    }));
  }
  return { renderPng: (input, options) => render('png', input, options), renderGif: (input, options) => render('gif', input, options), render, pool };
}

/**
 * The pixels a render composes, the measure of its work (time grows with it, not with the file's
 * size): each frame's picture, plus the output's pixels when it is scaled.
 */
export function pixelWork(source: ImageInfo, format: OutputFormat, size: PixelSize | undefined): number {
  const output = size ? size.width * size.height : 0;
  // An MP4 counts like an animated WebP: encoding H.264 (WebAssembly, one thread) costs about what
  // writing the GIF does: 0.9–1.0 of its time for a 12-frame template take and for 30 frames of
  // 480×480 (tests/bench/r6-mp4-vs-gif.ts), 0.5 for 100 frames of 480×480.
  const everyFrame = source.format === 'gif' && source.frameCount > 1 && (format === 'gif' || format === 'webp' || format === 'mp4');
  if (!everyFrame) return source.width * source.height + output;
  return source.totalPixels + source.frameCount * output * (format === 'gif' ? SCALED_GIF_COST : 1);
}

/**
 * A pixel of a scaled GIF (libvips resizes and chooses palettes) costs about four of ours: a GIF
 * template scaled to 2048 wide took 8 s for 67 million pixels, where our renderer composes 15–40
 * million a second.
 */
const SCALED_GIF_COST = 4;

/** Every segment of one GIF, or none: when one fails (or `signal` aborts), the others are given up. */
async function renderSegments<Segment>(
  segments: Segment[],
  render: (segment: Segment, signal: AbortSignal) => Promise<Uint8Array>,
  signal: AbortSignal | undefined,
): Promise<Uint8Array[]> {
  const siblings = new AbortController();
  const stop = () => siblings.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await Promise.all(segments.map((segment) => render(segment, siblings.signal).catch((error: unknown) => (stop(), Promise.reject(error)))));
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * The output size for a picture of `source`'s size: one side given keeps the aspect ratio (the
 * other side rounded, at least 1), both give exactly that. Undefined: the picture's own size.
 */
export function outputSize(source: PixelSize, requested: RequestedSize | undefined): PixelSize | undefined {
  const { width, height } = requested ?? {};
  if (width === undefined && height === undefined) return undefined;
  const size = {
    width: width ?? Math.max(1, Math.round((height! * source.width) / source.height)),
    height: height ?? Math.max(1, Math.round((width! * source.height) / source.width)),
  };
  if (size.width === source.width && size.height === source.height) return undefined;
  const longest = Math.max(size.width, size.height);
  if (longest > RENDER_LIMITS.maxDimension) {
    throw new RenderError(
      'dimensions-too-large',
      `At that size the image would be ${size.width}×${size.height} pixels; each side may be at most ${RENDER_LIMITS.maxDimension}`,
    );
  }
  return size;
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
