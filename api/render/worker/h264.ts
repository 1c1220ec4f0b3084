// The H.264 encoder: h264-mp4-encoder, lieff's minih264 and an MP4 writer compiled to WebAssembly
// and shipped inside its npm package, so it installs with `npm ci` on any platform and downloads
// nothing. It is loaded on a worker's first MP4 (never in the server process: its Emscripten
// runtime adds process-wide error handlers) and stays loaded for the next.
import { createRequire } from 'node:module';
import type { createH264MP4Encoder, H264MP4Encoder as Encoder } from 'h264-mp4-encoder';

type EncoderModule = { createH264MP4Encoder: typeof createH264MP4Encoder };

/**
 * Quantizer (10–51, lower is finer) and speed (0–10, 10 fastest). At 23 a caption meme's first
 * frame is on average 0.8 levels from its PNG in Chromium (tests/e2e/mp4Video.spec.ts), at 3–4% of
 * the GIF's size. Speed 10 was the fastest and no bigger (40 frames of 500×400: 1.3 s against 1.5 s
 * at 5 and 1.8 s at 0).
 */
const QUANTIZER = 23;
const SPEED = 10;
/** A key frame at least this often, so a seek or a loop never waits long for a whole picture. */
const KEY_FRAME_EVERY = 50;

let loaded: EncoderModule | undefined;
let files = 0;

/** Writes I420 frames of `width`×`height` (both even) to an MP4 (moov last, one frame rate: see mp4FastStart.ts). */
export type H264Writer = { add(i420: Uint8Array): void; finish(): Uint8Array; dispose(): void };

export async function createH264Writer(width: number, height: number): Promise<H264Writer> {
  loaded ??= createRequire(import.meta.url)('h264-mp4-encoder') as EncoderModule;
  const encoder: Encoder = await loaded.createH264MP4Encoder();
  encoder.width = width;
  encoder.height = height;
  // The timing the writer records is replaced with each frame's own (mp4FastStart.ts).
  encoder.frameRate = 25;
  encoder.quantizationParameter = QUANTIZER;
  encoder.speed = SPEED;
  encoder.groupOfPictures = KEY_FRAME_EVERY;
  // The encoders of one process share one in-memory file system.
  encoder.outputFilename = `render-${process.pid}-${(files += 1)}.mp4`;
  encoder.initialize();
  let open = true;
  return {
    add: (i420) => encoder.addFrameYuv(i420),
    finish() {
      encoder.finalize();
      open = false;
      const bytes = encoder.FS.readFile(encoder.outputFilename);
      encoder.FS.unlink(encoder.outputFilename);
      return bytes;
    },
    dispose() {
      // After a failure: whatever state the encoder is in, its memory and file are given back.
      if (open) {
        open = false;
        try {
          encoder.finalize();
          encoder.FS.unlink(encoder.outputFilename);
        } catch {
          // nothing more to give back
        }
      }
      encoder.delete();
    },
  };
}
