// Pictures for the format benchmark (m1) made without ImageMagick: a photo-like 800×800 JPEG and a
// 30-frame 480×480 panning GIF (128 colours, 40 ms a frame, looping), like renderFixtures.ts makes
// with `convert` for R1–R3, from blurred noise drawn by libvips (sharp) and quantized by gifenc.
import sharp from 'sharp';
import { gifenc } from '../../../api/render/worker/gifenc';

/** Blurred colour noise, `width`×`height`, as straight RGBA. */
async function plasma(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .blur(6)
    .linear(2.2, -150)
    .ensureAlpha()
    .raw()
    .toBuffer();
}

/** An 800×800 photo-like JPEG (quality 88), as template originals usually are. */
export async function photoJpeg(): Promise<Buffer> {
  const pixels = await plasma(800, 800);
  return sharp(pixels, { raw: { width: 800, height: 800, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A 30-frame 480×480 GIF panning over a 560×560 picture, 128 colours, 40 ms a frame, looping. */
export async function videoGif(): Promise<Buffer> {
  const base = await plasma(560, 560);
  const encoder = gifenc.GIFEncoder();
  for (let index = 0; index < 30; index += 1) {
    const frame = new Uint8Array(480 * 480 * 4);
    for (let y = 0; y < 480; y += 1) {
      const from = ((y + index * 2) * 560 + index * 2) * 4;
      frame.set(base.subarray(from, from + 480 * 4), y * 480 * 4);
    }
    const palette = gifenc.quantize(frame, 128);
    encoder.writeFrame(gifenc.applyPalette(frame, palette), 480, 480, { palette, delay: 40, repeat: 0 });
  }
  encoder.finish();
  return Buffer.from(encoder.bytesView());
}
