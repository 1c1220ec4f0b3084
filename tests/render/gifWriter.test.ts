// The GIF writer of captioned GIFs: byte for byte the file gifenc writes for the same frames (its
// format is what every browser has been shown), and each frame decodes back to its indices.
import { decompressFrames, parseGIF } from 'gifuct-js';
import { describe, expect, it } from 'vitest';
import { gifenc, type RgbPalette } from '../../api/render/worker/gifenc';
import { createGifWriter, type GifFrameOptions } from '../../api/render/worker/gifWriter';

type Frame = { index: Uint8Array; width: number; height: number; options: GifFrameOptions };

/** Deterministic pseudo-random frames: noisy (short LZW strings, many table resets) or runs. */
function frames(width: number, height: number, colors: number, runs: boolean, seed: number): Frame[] {
  let state = seed;
  const random = () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  const palette: RgbPalette = Array.from({ length: colors }, (_, entry) => [entry, 255 - entry, (entry * 7) & 255]);
  return Array.from({ length: 3 }, (_, number) => {
    const index = new Uint8Array(width * height);
    let value = 0;
    for (let at = 0; at < index.length; at += 1) {
      if (!runs || random() < 0.1) value = Math.floor(random() * colors);
      index[at] = value;
    }
    const transparent = number === 1;
    return {
      index,
      width,
      height,
      options: {
        palette,
        delay: 40 + number * 10,
        ...(number === 0 ? { repeat: seed % 2 ? -1 : 0 } : {}),
        transparent,
        transparentIndex: transparent ? colors - 1 : 0,
        dispose: number === 2 ? 2 : 1,
      },
    };
  });
}

const cases: [string, Frame[]][] = [
  ['1×1, 2 colours', frames(1, 1, 2, false, 1)],
  ['7×3, 2 colours', frames(7, 3, 2, false, 2)],
  ['127×2, 17 colours', frames(127, 2, 17, false, 3)],
  ['300×200 noise, 256 colours', frames(300, 200, 256, false, 4)],
  ['300×200 runs, 4 colours', frames(300, 200, 4, true, 5)],
  ['640×480 runs, 200 colours', frames(640, 480, 200, true, 6)],
];

describe('GIF writer', () => {
  it.each(cases)('writes what gifenc writes: %s', (_, list) => {
    for (const header of [true, false]) {
      const reference = gifenc.GIFEncoder({ auto: header });
      const ours = createGifWriter({ header, initialCapacity: 16 });
      for (const { index, width, height, options } of list) {
        reference.writeFrame(index, width, height, options);
        ours.writeFrame(index, width, height, options);
      }
      reference.finish();
      ours.finish();
      expect(Buffer.compare(Buffer.from(ours.bytesView()), Buffer.from(reference.bytesView()))).toBe(0);
    }
  });

  it('decodes back to the indices it was given', () => {
    const list = cases[4]![1];
    const ours = createGifWriter();
    for (const { index, width, height, options } of list) ours.writeFrame(index, width, height, options);
    ours.finish();
    const bytes = ours.bytesView();
    const decoded = decompressFrames(parseGIF(bytes.slice().buffer), false);
    expect(decoded).toHaveLength(list.length);
    decoded.forEach((frame, number) => expect(Buffer.compare(Buffer.from(frame.pixels), Buffer.from(list[number]!.index))).toBe(0));
  });
});
