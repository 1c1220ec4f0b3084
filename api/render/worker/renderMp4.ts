// An MP4 (H.264, 4:2:0, no sound) of a captioned GIF: its frames composed and captioned as for our
// GIF and animated WebP, in full colour, each lasting as long as the GIF shows it. An MP4 has no
// loop count (players loop short videos themselves) and no transparency (transparent pixels are
// white, as on a page).
import { mp4FrameSize } from '../../../core/render/outputFormats';
import { RenderError } from '../errors';
import type { RenderJob } from '../job';
import { composeFrames, readGif, type ComposedFrame, type GifSource } from './gifFrames';
import { createH264Writer } from './h264';
import { fastStartMp4 } from './mp4FastStart';
import { blendOverlay } from './overlay';
import { drawJobOverlay } from './renderAnimated';
import { createScaler, shownDelayMs, toRgba } from './transcode';
import { rgbaToI420 } from './yuv420';

/** The job's GIF background with its captions as an MP4, at job.size if given, both sides even. */
export async function renderMp4(job: RenderJob): Promise<Uint8Array> {
  const source = readGif(job.background);
  const overlay = await drawJobOverlay(job, source);
  const size = job.size ?? source;
  const { width, height } = mp4FrameSize(size.width, size.height);
  if (width < 2 || height < 2) throw new RenderError('unsupported-image', 'An MP4 needs a picture at least 2 pixels wide and high');
  const scaler = job.size ? createScaler(source, job.size) : undefined;
  const composed = new Int32Array(source.width * source.height);
  const rgba = new Uint8Array(size.width * size.height * 4);
  const i420 = new Uint8Array((width * height * 3) / 2);
  const durations: number[] = [];
  const writer = await createH264Writer(width, height);
  try {
    for (const { screen, delayCentiseconds } of decodedFrames(source)) {
      composed.set(screen);
      blendOverlay(composed, overlay);
      if (scaler) scaler(composed, rgba);
      else toRgba(composed, rgba);
      rgbaToI420(rgba, size.width, i420, width, height);
      writer.add(i420);
      durations.push(shownDelayMs(delayCentiseconds));
    }
    return fastStartMp4(writer.finish(), durations);
  } finally {
    writer.dispose();
  }
}

/** The GIF's composed frames; a frame that cannot be decoded is the input's fault. */
function* decodedFrames(source: GifSource): Generator<ComposedFrame> {
  const frames = composeFrames(source);
  for (;;) {
    let next: IteratorResult<ComposedFrame>;
    try {
      next = frames.next();
    } catch (error) {
      throw error instanceof RenderError ? error : new RenderError('corrupt-image', 'The GIF could not be decoded');
    }
    if (next.done) return;
    yield next.value;
  }
}
