// GIF memes through the real worker pool: frames, timing and looping kept, captions on every
// frame, and frames composed the way browsers show them (offsets, disposal, transparency).
import { afterAll, describe, expect, it } from 'vitest';
import { RenderError } from '../../api/render/errors';
import { createRenderer } from '../../api/render/renderer';
import { gifenc } from '../../api/render/worker/gifenc';
import { decodeFullFrames, loopCount, makeGif, rawDelays, type Rgba } from '../helpers/gifFixtures';
import { count, nearBlack, nearWhite, solidCanvas, type Pixels } from '../helpers/pixels';

const renderer = createRenderer({ size: 1 });
afterAll(() => renderer.pool.close());

const RED: Rgba = [220, 30, 30, 255];
const BLUE: Rgba = [30, 30, 220, 255];
const GREEN: Rgba = [30, 200, 30, 255];
const YELLOW: Rgba = [230, 220, 30, 255];
const CLEAR: Rgba = [0, 0, 0, 0];
const pixel = (frame: { rgba: Uint8ClampedArray }, width: number, x: number, y: number) =>
  Array.from(frame.rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));

describe('renderGif', () => {
  // Six frames of a moving banded gradient (≤ 256 colours each), different delays (one 0), looping.
  const delays = [2, 5, 10, 0, 7, 3];
  const source = makeGif(
    240,
    180,
    delays.map((delay, number) => ({
      delayCentiseconds: delay,
      paint: (x: number, y: number): Rgba => [((x + number * 20) % 200) & 0xf0, 60 + ((y % 80) & 0x70), 120, 255],
    })),
    0,
  );
  const captions = [
    { id: 'top', text: 'Every frame', position: 'top' as const },
    { id: 'bottom', text: 'gets the caption', position: 'bottom' as const },
  ];

  it('keeps the frame count, every delay and the loop count', async () => {
    const output = await renderer.renderGif({ background: source, captions });
    expect(rawDelays(output)).toEqual(delays);
    expect(loopCount(output)).toBe(0);
    const once = await renderer.renderGif({
      background: makeGif(
        20,
        20,
        [
          { paint: RED, delayCentiseconds: 4 },
          { paint: BLUE, delayCentiseconds: 9 },
        ],
        'once',
      ),
      captions: [],
    });
    expect(rawDelays(once)).toEqual([4, 9]);
    expect(loopCount(once)).toBeUndefined();
  });

  it('draws the captions on every frame, in the top and bottom bands only', async () => {
    const { width, height, frames } = decodeFullFrames(await renderer.renderGif({ background: source, captions }));
    expect(frames).toHaveLength(delays.length);
    for (const frame of frames) {
      const pixels: Pixels = { width, height, data: frame.rgba };
      expect(count(pixels, nearWhite, { bottom: 60 })).toBeGreaterThan(100);
      expect(count(pixels, nearBlack, { bottom: 60 })).toBeGreaterThan(100);
      expect(count(pixels, nearWhite, { top: 120 })).toBeGreaterThan(100);
      // 36px text from the 40px offset reaches about y 78 (top) and starts near y 104 (bottom).
      expect(count(pixels, nearWhite, { top: 82, bottom: 100 })).toBe(0);
    }
  });

  it('composes partial frames with their disposal: keep, clear to transparent, restore previous', async () => {
    const gif = makeGif(40, 40, [
      { paint: RED, delayCentiseconds: 5, dispose: 1 },
      { left: 30, top: 30, width: 10, height: 10, paint: BLUE, delayCentiseconds: 5, dispose: 2 },
      { left: 0, top: 0, width: 10, height: 10, paint: GREEN, delayCentiseconds: 5, dispose: 1 },
      { left: 10, top: 10, width: 10, height: 10, paint: YELLOW, delayCentiseconds: 5, dispose: 3 },
      { left: 39, top: 0, width: 1, height: 1, paint: CLEAR, delayCentiseconds: 5, dispose: 1 },
    ]);
    const { frames } = decodeFullFrames(await renderer.renderGif({ background: gif, captions: [] }));
    expect(frames).toHaveLength(5);
    expect(pixel(frames[1]!, 40, 35, 35)).toEqual(BLUE);
    expect(pixel(frames[1]!, 40, 20, 20)).toEqual(RED);
    // Frame 2's rectangle was cleared after it showed: transparent, as browsers show it.
    expect(pixel(frames[2]!, 40, 35, 35)[3]).toBe(0);
    expect(pixel(frames[2]!, 40, 5, 5)).toEqual(GREEN);
    expect(pixel(frames[3]!, 40, 15, 15)).toEqual(YELLOW);
    // Frame 4 restored what was under it; its own transparent pixel changed nothing.
    expect(pixel(frames[4]!, 40, 15, 15)).toEqual(RED);
    expect(pixel(frames[4]!, 40, 5, 5)).toEqual(GREEN);
    expect(pixel(frames[4]!, 40, 39, 0)).toEqual(RED);
  });

  it('gives the same bytes when two idle workers each write half of a long GIF', async () => {
    // 14 frames; around the middle some frames clear parts of the screen to transparency.
    const frames = Array.from({ length: 14 }, (_, number) => ({
      delayCentiseconds: 3 + number,
      dispose: number === 6 || number === 7 ? 2 : 1,
      left: number === 0 ? 0 : 4 * number,
      top: number === 0 ? 0 : 2 * number,
      width: number === 0 ? 80 : 20,
      height: number === 0 ? 60 : 16,
      paint: (x: number, y: number): Rgba => (number === 7 && x < 5 ? CLEAR : [(x * 3 + number * 17) & 0xf0, (y * 5) & 0xf0, 90, 255]),
    }));
    // And 13 full frames: the second worker can start at its first frame (nothing shows through).
    const fullFrames = Array.from({ length: 13 }, (_, number) => ({
      delayCentiseconds: 4,
      paint: (x: number, y: number): Rgba => [(x + number * 8) & 0xf0, y & 0xf0, 60, 255],
    }));
    const split = createRenderer({ size: 2 });
    try {
      for (const [long, delays] of [
        [makeGif(80, 60, frames, 3), frames.map((frame) => frame.delayCentiseconds)],
        [makeGif(80, 60, fullFrames), fullFrames.map(() => 4)],
      ] as const) {
        const whole = await renderer.renderGif({ background: long, captions });
        const halves = await split.renderGif({ background: long, captions });
        expect(Buffer.compare(halves, whole)).toBe(0);
        expect(rawDelays(halves)).toEqual(delays);
      }
      expect(split.pool.stats().started).toBe(2);
    } finally {
      await split.pool.close();
    }
  });

  it('keeps the right colours when a colour table repeats a colour', async () => {
    // Entries 0 and 2 are both red; pixels use all four entries.
    const palette = [
      [255, 0, 0],
      [0, 255, 0],
      [255, 0, 0],
      [0, 0, 255],
    ];
    const encoder = gifenc.GIFEncoder();
    encoder.writeFrame(
      Uint8Array.from({ length: 16 * 4 }, (_, at) => at % 4),
      16,
      4,
      { palette, delay: 50 },
    );
    encoder.finish();
    const { frames } = decodeFullFrames(await renderer.renderGif({ background: encoder.bytesView().slice(), captions: [] }));
    expect([0, 1, 2, 3].map((x) => pixel(frames[0]!, 16, x, 0))).toEqual([...palette.map(([r, g, b]) => [r, g, b, 255])]);
  });

  it('refuses to make a GIF from a still image', async () => {
    const png = solidCanvas(20, 20).toBuffer('image/png');
    await expect(renderer.renderGif({ background: png, captions: [] })).rejects.toMatchObject({ code: 'not-animated' });
    await expect(renderer.renderGif({ background: png, captions: [] })).rejects.toBeInstanceOf(RenderError);
  });

  it('renders a PNG from the first frame of a GIF', async () => {
    const png = await renderer.renderPng({ background: source, captions });
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.readUInt32BE(16)).toBe(240);
    expect(png.readUInt32BE(20)).toBe(180);
  });
});
