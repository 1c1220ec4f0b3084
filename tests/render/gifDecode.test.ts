// The GIF decoding the renderer relies on: its typed-array LZW decoder gives exactly what gifuct-js
// gives, interlaced images come out in the right row order, and a cut-off file still renders.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decompressFrame } from 'gifuct-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenderer } from '../../api/render/renderer';
import { readGif } from '../../api/render/worker/gifFrames';
import { interlacedRows, lzwDecode } from '../../api/render/worker/lzwDecode';
import { decodeFullFrames, makeGif, type Rgba } from '../helpers/gifFixtures';

const renderer = createRenderer({ size: 1 });
afterAll(() => renderer.pool.close());

// Real-world GIFs from other encoders (code sizes 6–8, partial frames) ship with gifuct-js.
const demo = (name: string) =>
  createRequire(import.meta.url)
    .resolve('gifuct-js/package.json')
    .replace('package.json', `demo/${name}`);
const noise =
  (seed: number, colors: number) =>
  (x: number, y: number): Rgba => {
    const value = Math.imul(x * 7919 + y * 104_729 + seed, 2_654_435_761) >>> 24;
    return [(value % colors) * 17, ((value % colors) * 31) % 256, 80, 255];
  };

describe('lzwDecode', () => {
  const gifs = [
    makeGif(64, 48, [
      { paint: noise(1, 200), delayCentiseconds: 1 },
      { paint: noise(2, 3), delayCentiseconds: 1 },
    ]),
    ...['dog.gif', 'jblack.gif']
      .map(demo)
      .filter((file) => existsSync(file))
      .map((file) => new Uint8Array(readFileSync(file))),
  ];

  it('decodes every frame exactly as gifuct-js does', () => {
    expect(gifs.length).toBeGreaterThanOrEqual(3);
    for (const bytes of gifs) {
      const source = readGif(bytes);
      for (const { block } of source.images) {
        const { descriptor, data } = block.image;
        const pixels = descriptor.width * descriptor.height;
        const mine = new Uint8Array(pixels);
        expect(lzwDecode(data.minCodeSize, data.blocks, pixels, mine)).toBe(pixels);
        const plain = { ...block, image: { ...block.image, descriptor: { ...descriptor, lct: { ...descriptor.lct, interlaced: false } } } };
        expect(Array.from(mine)).toEqual(decompressFrame(plain, source.gct, false).pixels);
      }
    }
  });

  it('orders interlaced rows as GIF89a appendix E says', () => {
    expect(Array.from(interlacedRows(10))).toEqual([0, 8, 4, 2, 6, 1, 3, 5, 7, 9]);
  });
});

describe('decoding for rendering', () => {
  it('puts the rows of an interlaced image back in order', async () => {
    const paint = (x: number, y: number): Rgba => [y * 12, (x % 8) * 30, 100, 255];
    const plain = makeGif(24, 20, [{ paint, delayCentiseconds: 5 }]);
    // The same picture with its rows stored in interlaced order and the interlace flag set.
    const rows = interlacedRows(20);
    const interlaced = makeGif(24, 20, [{ paint: (x, y) => paint(x, rows[y]!), delayCentiseconds: 5 }]);
    const descriptor = Buffer.from(interlaced).indexOf(Buffer.from([0x2c, 0, 0, 0, 0, 24, 0, 20, 0]));
    expect(descriptor).toBeGreaterThan(0);
    interlaced[descriptor + 9]! |= 0x40;
    const expected = decodeFullFrames(await renderer.renderGif({ background: plain, captions: [] })).frames[0]!.rgba;
    const actual = decodeFullFrames(await renderer.renderGif({ background: interlaced, captions: [] })).frames[0]!.rgba;
    expect(Buffer.compare(Buffer.from(actual), Buffer.from(expected))).toBe(0);
  });

  it('renders a GIF cut off in the middle of its last frame', async () => {
    const whole = makeGif(40, 30, [
      { paint: [200, 40, 40, 255], delayCentiseconds: 5 },
      { paint: noise(3, 250), delayCentiseconds: 5 },
    ]);
    const cut = whole.subarray(0, whole.length - 400);
    const { frames } = decodeFullFrames(await renderer.renderGif({ background: cut, captions: [{ id: 'a', text: 'still works', position: 'top' }] }));
    expect(frames).toHaveLength(2);
    // The bottom rows of the second frame were never sent: the first frame shows there.
    const last = frames[1]!.rgba;
    expect(Array.from(last.subarray(last.length - 4))).toEqual([200, 40, 40, 255]);
  });
});
