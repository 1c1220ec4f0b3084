import { RenderError } from '../errors';
import type { RenderJob } from '../job';
import { createFrameIndexer, type IndexedFrame } from './framePalette';
import { composeFrames, isKeyFrame, readGif, TRANSPARENT_PIXEL, type GifSource } from './gifFrames';
import { createGifWriter } from './gifWriter';
import { decodeImage } from './loadImage';
import { blendOverlay, drawOverlay, type Overlay } from './overlay';

const DISPOSE_NONE = 1;
const DISPOSE_TO_BACKGROUND = 2;

/**
 * Captions every frame of a GIF (or the frames of job.segment): frames are composed as browsers
 * show them, the overlay is blended on, and each frame is written whole with its own palette, its
 * original delay and the loop count.
 */
export async function renderAnimated(job: RenderJob): Promise<Uint8Array> {
  const source = readGif(job.background);
  const total = source.images.length;
  const start = Math.min(job.segment?.start ?? 0, total);
  const end = Math.min(job.segment?.end ?? total, total);
  const overlay = await drawJobOverlay(job, source);
  const indexFrame = createFrameIndexer(source.width * source.height);
  const composed = new Int32Array(source.width * source.height);
  const blend = (screen: Int32Array) => {
    composed.set(screen);
    blendOverlay(composed, overlay);
    return composed.includes(TRANSPARENT_PIXEL);
  };
  // The output is about as big as the input; the writer grows its buffer by only 1/8 past 1 MiB.
  const writer = createWriter(source, start === 0, job.background.byteLength * 2);
  try {
    // A later segment starts composing at the last key frame before it, not at the beginning.
    let number = firstToCompose(source, start);
    for (const { screen, indices, table, delayCentiseconds } of composeFrames(source, number)) {
      if (number >= end) {
        writer.flush(blend(screen)); // only to know whether the next segment's first frame is transparent
        break;
      }
      if (number >= start) {
        const hasTransparency = blend(screen);
        writer.add(indexFrame({ pixels: composed, known: indices, table, changed: overlay.positions }), delayCentiseconds, hasTransparency, number === 0);
      }
      number += 1;
    }
    if (end === total) {
      // The first frame follows the last one when the GIF loops. A key frame has no transparent
      // pixels, and the overlay adds none to an opaque picture.
      const firstIsClear = !isKeyFrame(source, 0) && (start === 0 ? writer.firstHadTransparency : blend(composeFrames(source).next().value!.screen));
      writer.flush(firstIsClear);
      writer.finish();
    }
  } catch (error) {
    if (error instanceof RenderError) throw error;
    throw new RenderError('corrupt-image', 'The GIF could not be decoded');
  }
  return writer.bytes();
}

/**
 * Writes frames one behind: a frame with transparent pixels needs the frame before it cleared
 * (disposal 2), otherwise the previous picture would show through, so each frame is written once
 * the next one's transparency is known.
 */
function createWriter(source: GifSource, writesHeader: boolean, initialCapacity: number) {
  // Only the first segment writes the header (screen size, first palette, loop count).
  const encoder = createGifWriter({ initialCapacity, header: writesHeader });
  let pending: { frame: IndexedFrame; delay: number; first: boolean } | undefined;
  let firstHadTransparency = false;
  const flush = (nextHasTransparency: boolean) => {
    if (!pending) return;
    const { frame, delay, first } = pending;
    encoder.writeFrame(frame.index, source.width, source.height, {
      palette: frame.palette,
      delay: delay * 10,
      ...(first ? { repeat: source.loopCount ?? -1 } : {}),
      transparent: frame.transparentIndex >= 0,
      transparentIndex: Math.max(frame.transparentIndex, 0),
      dispose: nextHasTransparency ? DISPOSE_TO_BACKGROUND : DISPOSE_NONE,
    });
    pending = undefined;
  };
  return {
    add(frame: IndexedFrame, delay: number, hasTransparency: boolean, first: boolean) {
      flush(hasTransparency);
      if (first) firstHadTransparency = hasTransparency;
      // The indexer reuses its buffer for the next frame.
      pending = { frame: { ...frame, index: frame.index.slice() }, delay, first };
    },
    flush,
    get firstHadTransparency() {
      return firstHadTransparency;
    },
    finish: () => encoder.finish(),
    bytes: () => encoder.bytesView(),
  };
}

/** The captions and stickers of `job`, drawn once at the GIF's size (see overlay.ts). */
export async function drawJobOverlay(job: RenderJob, source: GifSource): Promise<Overlay> {
  const stickers = await Promise.all((job.stickers ?? []).map(async (sticker) => ({ image: await decodeImage(sticker.image), placement: sticker.placement })));
  return drawOverlay({
    width: source.width,
    height: source.height,
    captions: job.captions,
    textPositions: job.textPositions,
    stickers,
    style: job.style,
    theme: job.theme,
    scale: job.designWidth ? source.width / job.designWidth : 1,
  });
}

function firstToCompose(source: GifSource, start: number): number {
  for (let number = start; number > 0; number -= 1) if (isKeyFrame(source, number)) return number;
  return 0;
}
