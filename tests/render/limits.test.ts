// SECURITY.md upload limits: 5 MiB, 4096×4096 per frame and 300 GIF frames, all checked from the
// header before anything is decoded; 10 s of rendering, after which the worker is terminated.
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectImage } from '../../api/render/imageInfo';
import { RENDER_LIMITS } from '../../api/render/limits';
import { createRenderer } from '../../api/render/renderer';
import { gifenc } from '../../api/render/worker/gifenc';
import { makeGif } from '../helpers/gifFixtures';

/** A PNG that claims width × height in its header and has no pixel data at all. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes[24] = 8;
  bytes[25] = 6;
  return bytes;
}

const tinyFrame = { width: 1, height: 1, paint: [255, 0, 0, 255] as [number, number, number, number], delayCentiseconds: 2 };
const gifWithFrames = (frames: number) =>
  makeGif(
    1,
    1,
    Array.from({ length: frames }, () => tinyFrame),
  );
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'accepted';
};

describe('inspectImage', () => {
  it('reads the size of PNG, JPEG, GIF and WebP from their headers', () => {
    const canvas = createCanvas(123, 45);
    expect(inspectImage(canvas.toBuffer('image/png'))).toMatchObject({ format: 'png', width: 123, height: 45 });
    expect(inspectImage(canvas.toBuffer('image/jpeg'))).toMatchObject({ format: 'jpeg', width: 123, height: 45 });
    expect(inspectImage(canvas.toBuffer('image/webp'))).toMatchObject({ format: 'webp', width: 123, height: 45 });
    expect(inspectImage(gifWithFrames(3))).toMatchObject({ format: 'gif', width: 1, height: 1, frameCount: 3 });
  });

  it('refuses a 20000×20000 PNG from its header alone', () => {
    expect(codeOf(() => inspectImage(pngHeaderOnly(20_000, 20_000)))).toBe('dimensions-too-large');
    expect(codeOf(() => inspectImage(pngHeaderOnly(4096, 4096)))).toBe('accepted');
    expect(codeOf(() => inspectImage(pngHeaderOnly(4097, 10)))).toBe('dimensions-too-large');
  });

  it('refuses more than 5 MiB', () => {
    const big = new Uint8Array(RENDER_LIMITS.maxInputBytes + 1);
    big.set(pngHeaderOnly(10, 10));
    expect(codeOf(() => inspectImage(big))).toBe('input-too-large');
    expect(codeOf(() => inspectImage(big.subarray(0, RENDER_LIMITS.maxInputBytes)))).toBe('accepted');
  });

  it('counts GIF frames without decoding them and refuses more than 300', () => {
    expect(inspectImage(gifWithFrames(300)).frameCount).toBe(300);
    expect(codeOf(() => inspectImage(gifWithFrames(301)))).toBe('too-many-frames');
  });

  it('refuses a GIF frame larger than 4096 pixels even on a small screen', () => {
    const gif = gifWithFrames(2);
    // Rewrite the second frame's descriptor width (after its 8-byte control extension).
    const second = Buffer.from(gif).indexOf(Buffer.from([0x21, 0xf9]), 20);
    new DataView(gif.buffer).setUint16(second + 8 + 5, 5000, true);
    expect(codeOf(() => inspectImage(gif))).toBe('dimensions-too-large');
  });

  it('refuses SVG, HTML and script bytes, whatever they claim to be', () => {
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"></svg>', '<html><script>alert(1)</script></html>', 'alert(1)']) {
      expect(codeOf(() => inspectImage(Buffer.from(text)))).toBe('unsupported-image');
    }
  });
});

describe('render limits in the worker pool', () => {
  const renderers: ReturnType<typeof createRenderer>[] = [];
  afterAll(() => Promise.all(renderers.map((renderer) => renderer.pool.close())));

  it('refuses oversized images before any worker decodes them', async () => {
    const renderer = createRenderer();
    renderers.push(renderer);
    await expect(renderer.renderPng({ background: pngHeaderOnly(20_000, 20_000), captions: [] })).rejects.toMatchObject({
      code: 'dimensions-too-large',
      httpStatus: 422,
    });
    await expect(renderer.renderGif({ background: gifWithFrames(10_000), captions: [] })).rejects.toMatchObject({ code: 'too-many-frames' });
    expect(renderer.pool.stats().started).toBe(0);
  });

  it('reports undecodable image data as a corrupt image', async () => {
    const renderer = createRenderer({ size: 1 });
    renderers.push(renderer);
    const broken = Buffer.concat([pngHeaderOnly(50, 50), Buffer.from('not really a png')]);
    await expect(renderer.renderPng({ background: broken, captions: [] })).rejects.toMatchObject({ code: 'corrupt-image' });
  });

  it('terminates a render that runs past the time limit and keeps serving', async () => {
    const renderer = createRenderer({ size: 1, timeoutMs: 500 });
    renderers.push(renderer);
    // Three 4096×4096 frames: seconds of decoding and encoding, though the file is tiny.
    const side = RENDER_LIMITS.maxDimension;
    const encoder = gifenc.GIFEncoder();
    for (let frame = 0; frame < 3; frame += 1)
      encoder.writeFrame(new Uint8Array(side * side).fill(frame % 2), side, side, {
        palette: [
          [0, 0, 0],
          [255, 255, 255],
        ],
        delay: 100,
      });
    encoder.finish();
    const slow = encoder.bytesView().slice();
    const started = Date.now();
    await expect(renderer.renderGif({ background: slow, captions: [{ id: 'a', text: 'too slow', position: 'top' }] })).rejects.toMatchObject({
      code: 'timeout',
      httpStatus: 503,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(renderer.pool.stats()).toMatchObject({ terminated: 1, running: 0 });
    const small = await renderer.renderPng({ background: createCanvas(16, 16).toBuffer('image/png'), captions: [] });
    expect(small.subarray(1, 4).toString()).toBe('PNG');
    expect(renderer.pool.stats().started).toBe(2);
  });
});
