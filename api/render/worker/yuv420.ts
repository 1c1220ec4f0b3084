// RGBA pixels to the planar YUV 4:2:0 (I420) an H.264 encoder takes, BT.601 limited range: what
// players assume of a video that names no colour space. Each chroma sample is the average of its
// 2×2 pixels (the encoder's own RGBA input takes one pixel in four, which frays coloured text).

/**
 * Writes `rgba` (straight alpha, `sourceWidth` pixels a row) into `target` as an I420 picture of
 * `width`×`height`, both even, read from the picture's top-left corner: an odd side's last column
 * or row is left out. Partly transparent pixels are seen on white, as a page shows a GIF.
 */
export function rgbaToI420(rgba: Uint8Array | Uint8ClampedArray, sourceWidth: number, target: Uint8Array, width: number, height: number): void {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('I420 needs even sides');
  if (target.length !== (width * height * 3) / 2) throw new Error('The I420 buffer has the wrong size');
  const chromaWidth = width / 2;
  const uStart = width * height;
  const vStart = uStart + (width * height) / 4;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let dy = 0; dy < 2; dy += 1) {
        for (let dx = 0; dx < 2; dx += 1) {
          const at = ((y + dy) * sourceWidth + x + dx) * 4;
          const alpha = rgba[at + 3]!;
          // On white: c·a + 255·(1 − a), in 0..255.
          const r = alpha === 255 ? rgba[at]! : (rgba[at]! * alpha + 255 * (255 - alpha)) / 255;
          const g = alpha === 255 ? rgba[at + 1]! : (rgba[at + 1]! * alpha + 255 * (255 - alpha)) / 255;
          const b = alpha === 255 ? rgba[at + 2]! : (rgba[at + 2]! * alpha + 255 * (255 - alpha)) / 255;
          target[(y + dy) * width + x + dx] = luma(r, g, b);
          red += r;
          green += g;
          blue += b;
        }
      }
      const chroma = (y / 2) * chromaWidth + x / 2;
      target[uStart + chroma] = blueDifference(red / 4, green / 4, blue / 4);
      target[vStart + chroma] = redDifference(red / 4, green / 4, blue / 4);
    }
  }
}

// BT.601 with 8-bit limited range: Y in 16..235, Cb and Cr in 16..240.
const luma = (r: number, g: number, b: number) => Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
const blueDifference = (r: number, g: number, b: number) => Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
const redDifference = (r: number, g: number, b: number) => Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
