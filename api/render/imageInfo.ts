// Reads an image's format, size and frame count from its header and block structure, without
// decoding pixels, so oversized or overlong images are refused before any memory is spent on them.
import { sniffImageFormat, type ImageFormat } from '../../core/validation/imageFormat';
import { RenderError } from './errors';
import { RENDER_LIMITS } from './limits';

export type { ImageFormat };

/**
 * What the header says about an image. `totalPixels` is the work of rendering every frame: each
 * frame counts the screen or its own rectangle, whichever is larger (a frame is decoded at its own
 * size, then composed onto, blended and encoded at the screen's).
 */
export type ImageInfo = { format: ImageFormat; mimeType: string; width: number; height: number; frameCount: number; totalPixels: number };

const MIME: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** Checks an image against RENDER_LIMITS from its header; throws RenderError when it breaks one. */
export function inspectImage(bytes: Uint8Array, limits: typeof RENDER_LIMITS = RENDER_LIMITS): ImageInfo {
  if (bytes.byteLength > limits.maxInputBytes) {
    throw new RenderError('input-too-large', `Image is larger than ${limits.maxInputBytes} bytes`);
  }
  // By magic bytes, the rule the browser checks uploads with too (core/validation/imageFormat.ts).
  const format = sniffImageFormat(bytes);
  if (!format) throw new RenderError('unsupported-image', 'Only PNG, JPEG, GIF and WebP images can be rendered');
  const reader = READERS[format];
  const { width, height, frameCount, totalPixels = width * height } = reader(bytes, limits);
  checkDimensions(width, height, limits);
  return { format, mimeType: MIME[format], width, height, frameCount, totalPixels };
}

type Header = { width: number; height: number; frameCount: number; totalPixels?: number };

const READERS: Record<ImageFormat, (bytes: Uint8Array, limits: typeof RENDER_LIMITS) => Header> = {
  png: (bytes) => {
    const view = viewOf(bytes);
    if (bytes.byteLength < 24 || ascii(bytes, 12, 4) !== 'IHDR') throw corrupt();
    return { width: view.getUint32(16), height: view.getUint32(20), frameCount: 1 };
  },
  jpeg: readJpeg,
  gif: readGif,
  webp: readWebp,
};

function readJpeg(bytes: Uint8Array): Header {
  const view = viewOf(bytes);
  let at = 2;
  while (at + 9 < bytes.byteLength) {
    if (bytes[at] !== 0xff) throw corrupt();
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Start-of-frame markers C0–CF, except DHT (C4), JPG (C8) and DAC (CC), carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7), frameCount: 1 };
    }
    if (marker === 0xda) break; // scan data before any frame header
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
    at += standalone ? 2 : 2 + view.getUint16(at + 2);
  }
  throw corrupt();
}

function readGif(bytes: Uint8Array, limits: typeof RENDER_LIMITS): Header {
  if (bytes.byteLength < 13) throw corrupt();
  const view = viewOf(bytes);
  const width = view.getUint16(6, true);
  const height = view.getUint16(8, true);
  checkDimensions(width, height, limits);
  let at = 13 + colorTableBytes(bytes[10]!);
  let frameCount = 0;
  let totalPixels = 0;
  const skipSubBlocks = (from: number) => {
    let position = from;
    while (position < bytes.byteLength && bytes[position] !== 0) position += bytes[position]! + 1;
    return position + 1;
  };
  while (at < bytes.byteLength) {
    const block = bytes[at]!;
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      at = skipSubBlocks(at + 2);
    } else if (block === 0x2c) {
      if (at + 10 > bytes.byteLength) break;
      frameCount += 1;
      if (frameCount > limits.maxGifFrames) throw new RenderError('too-many-frames', `GIF has more than ${limits.maxGifFrames} frames`);
      const frameWidth = view.getUint16(at + 5, true);
      const frameHeight = view.getUint16(at + 7, true);
      checkDimensions(frameWidth, frameHeight, limits);
      // Counted as the frames are met, so a GIF bomb is refused after a few descriptors.
      totalPixels += Math.max(width * height, frameWidth * frameHeight);
      if (totalPixels > limits.maxTotalPixels) {
        throw new RenderError('too-many-pixels', `GIF frames add up to more than ${Math.floor(limits.maxTotalPixels / 1e6)} million pixels`);
      }
      at = skipSubBlocks(at + 10 + colorTableBytes(bytes[at + 9]!) + 1);
    } else {
      break; // junk after the last frame: browsers stop here too
    }
  }
  if (frameCount === 0) throw corrupt();
  return { width, height, frameCount, totalPixels };
}

function readWebp(bytes: Uint8Array): Header {
  if (bytes.byteLength < 30) throw corrupt();
  const chunk = ascii(bytes, 12, 4);
  const le24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (chunk === 'VP8X') return { width: 1 + le24(24), height: 1 + le24(27), frameCount: 1 };
  if (chunk === 'VP8 ') {
    const view = viewOf(bytes);
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff, frameCount: 1 };
  }
  if (chunk === 'VP8L') {
    const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)), frameCount: 1 };
  }
  throw corrupt();
}

function checkDimensions(width: number, height: number, limits: typeof RENDER_LIMITS): void {
  if (width < 1 || height < 1) throw corrupt();
  if (width > limits.maxDimension || height > limits.maxDimension) {
    throw new RenderError('dimensions-too-large', `Images may be at most ${limits.maxDimension}×${limits.maxDimension} pixels`);
  }
}

function colorTableBytes(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function corrupt(): RenderError {
  return new RenderError('corrupt-image', 'The image could not be read');
}
