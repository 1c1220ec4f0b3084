// Builds small GIFs for tests with gifenc, including what gifenc cannot write on its own: frames
// placed at an offset, disposal methods and transparency.
import { decompressFrames, parseGIF } from 'gifuct-js';
import { gifenc } from '../../api/render/worker/gifenc';

export type Rgba = [number, number, number, number];

export type FrameSpec = {
  /** where the frame's rectangle sits on the screen (default: the whole screen) */
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  /** colour of each pixel of the rectangle, alpha 0 for transparent */
  paint: Rgba | ((x: number, y: number) => Rgba);
  delayCentiseconds: number;
  /** GIF disposal method 0–3 (default 1: keep) */
  dispose?: number;
};

/** A GIF of `frames` on a width × height screen; `loop` 'once' writes no loop extension. */
export function makeGif(width: number, height: number, frames: FrameSpec[], loop: number | 'once' = 0): Uint8Array {
  const encoder = gifenc.GIFEncoder();
  const offsets: { at: number; left: number; top: number }[] = [];
  frames.forEach((frame, number) => {
    const frameWidth = frame.width ?? width;
    const frameHeight = frame.height ?? height;
    const colors = new Map<string, number>();
    const palette: number[][] = [];
    let transparentIndex = -1;
    const index = new Uint8Array(frameWidth * frameHeight);
    for (let y = 0; y < frameHeight; y += 1) {
      for (let x = 0; x < frameWidth; x += 1) {
        const [r, g, b, a] = typeof frame.paint === 'function' ? frame.paint(x, y) : frame.paint;
        const key = a === 0 ? 'transparent' : `${r},${g},${b}`;
        let entry = colors.get(key);
        if (entry === undefined) {
          entry = palette.length;
          palette.push(a === 0 ? [0, 0, 0] : [r, g, b]);
          colors.set(key, entry);
          if (a === 0) transparentIndex = entry;
        }
        index[y * frameWidth + x] = entry;
      }
    }
    if (palette.length > 256) throw new Error('a GIF frame holds at most 256 colours');
    if (palette.length < 2) palette.push([0, 0, 0]);
    const before = encoder.bytesView().length;
    // The first frame sets the logical screen size, so it must be written at full size.
    if (number === 0 && (frameWidth !== width || frameHeight !== height)) throw new Error('the first frame must cover the screen');
    encoder.writeFrame(index, frameWidth, frameHeight, {
      palette,
      delay: frame.delayCentiseconds * 10,
      repeat: loop === 'once' ? -1 : loop,
      transparent: transparentIndex >= 0,
      transparentIndex: Math.max(transparentIndex, 0),
      dispose: frame.dispose ?? 1,
    });
    if (frame.left || frame.top) offsets.push({ at: before, left: frame.left ?? 0, top: frame.top ?? 0 });
  });
  encoder.finish();
  const bytes = encoder.bytesView().slice();
  for (const { at, left, top } of offsets) {
    // A frame after the first starts with its 8-byte control extension, then the image descriptor.
    const descriptor = at + 8;
    if (bytes[descriptor] !== 0x2c) throw new Error('unexpected GIF layout');
    new DataView(bytes.buffer).setUint16(descriptor + 1, left, true);
    new DataView(bytes.buffer).setUint16(descriptor + 3, top, true);
  }
  return bytes;
}

/** Every frame of a GIF whose frames all cover the screen (as the renderer writes them), as RGBA. */
export function decodeFullFrames(bytes: Uint8Array): { width: number; height: number; frames: { rgba: Uint8ClampedArray; delayCentiseconds: number }[] } {
  const gif = parseGIF(bytes.slice().buffer);
  const frames = decompressFrames(gif, true).map((frame) => {
    if (frame.dims.width !== gif.lsd.width || frame.dims.height !== gif.lsd.height) throw new Error('not a full frame');
    return { rgba: frame.patch, delayCentiseconds: frame.delay / 10 };
  });
  return { width: gif.lsd.width, height: gif.lsd.height, frames };
}

/** The raw delays (centiseconds) of every image, as written in their graphic control extensions. */
export function rawDelays(bytes: Uint8Array): number[] {
  const gif = parseGIF(bytes.slice().buffer) as unknown as { frames: { gce?: { delay: number }; image?: unknown }[] };
  return gif.frames.filter((frame) => frame.image).map((frame) => frame.gce?.delay ?? -1);
}

/** The loop count of the NETSCAPE extension, or undefined when there is none. */
export function loopCount(bytes: Uint8Array): number | undefined {
  const at = Buffer.from(bytes).indexOf('NETSCAPE2.0');
  return at < 0 ? undefined : bytes[at + 13]! | (bytes[at + 14]! << 8);
}
