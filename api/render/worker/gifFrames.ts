// Decodes a GIF frame by frame (gifuct-js parses the blocks, ./lzwDecode the pixels) and composes
// each onto a persistent screen the way browsers do (frame rectangles, transparency, disposal), so
// every output frame is a full picture.
import { parseGIF, type ParsedGif } from 'gifuct-js';
import { RenderError } from '../errors';
import { interlacedRows, lzwDecode } from './lzwDecode';

type GifBlock = ParsedGif['frames'][number];
type ImageBlock = Extract<GifBlock, { image: unknown }>;
type ControlExtension = ImageBlock['gce'];

/** A parsed GIF: screen size, loop count (undefined: plays once) and its image blocks in order. */
export type GifSource = {
  width: number;
  height: number;
  loopCount: number | undefined;
  images: { block: ImageBlock; control: ControlExtension | undefined }[];
  gct: ParsedGif['gct'];
};

/**
 * Pixels of a composed frame: 0xRRGGBB for opaque pixels, TRANSPARENT_PIXEL for transparent ones.
 * (Small integers keep V8 on its fast paths; GIF pixels have no partial alpha anyway.)
 */
export type ScreenPixels = Int32Array;
export const TRANSPARENT_PIXEL = -1;

/**
 * One composed frame (buffers valid until the next frame): the screen's colours; for each pixel
 * its index in `table` when known (-1 when transparent, or drawn with another colour table); and
 * the frame's delay.
 */
export type ComposedFrame = { screen: ScreenPixels; indices: Int16Array; table: Int32Array; delayCentiseconds: number };

const DISPOSE_TO_BACKGROUND = 2;
const DISPOSE_TO_PREVIOUS = 3;

/** Parses the block structure (no pixels yet). */
export function readGif(bytes: Uint8Array): GifSource {
  let gif: ParsedGif;
  try {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    // A copy when the bytes are a view (a Buffer's slice() would be a view again, not a copy).
    gif = parseGIF((whole ? bytes : new Uint8Array(bytes)).buffer as ArrayBuffer);
  } catch {
    throw new RenderError('corrupt-image', 'The GIF could not be read');
  }
  const images: GifSource['images'] = [];
  let loopCount: number | undefined;
  // gifuct groups blocks loosely (a control extension can land in the group before its image), so
  // carry the last control extension forward to the next image.
  let pendingControl: ControlExtension | undefined;
  for (const block of gif.frames as Partial<ImageBlock & { application: { id: string; blocks: number[] } }>[]) {
    if (block.application?.id.startsWith('NETSCAPE') && block.application.blocks[0] === 1) {
      loopCount = (block.application.blocks[1] ?? 0) | ((block.application.blocks[2] ?? 0) << 8);
    }
    if (block.gce) pendingControl = block.gce;
    if (block.image) {
      images.push({ block: block as ImageBlock, control: pendingControl });
      pendingControl = undefined;
    }
  }
  if (images.length === 0) throw new RenderError('corrupt-image', 'The GIF has no frames');
  return { width: gif.lsd.width, height: gif.lsd.height, loopCount, images, gct: gif.gct };
}

/**
 * Whether frame `number` replaces the whole screen (it covers it and has no transparent colour), so
 * composing can start there without the frames before it.
 */
export function isKeyFrame(source: GifSource, number: number): boolean {
  const image = source.images[number];
  if (!image) return false;
  const { left, top, width, height } = image.block.image.descriptor;
  return left === 0 && top === 0 && width >= source.width && height >= source.height && !image.control?.extras.transparentColorGiven;
}

/**
 * Yields every frame from `from` on (0, or a key frame) composed onto the screen, honouring each
 * frame's disposal before the next.
 */
export function* composeFrames(source: GifSource, from = 0): Generator<ComposedFrame> {
  const { width, height } = source;
  const screen: ScreenPixels = new Int32Array(width * height).fill(TRANSPARENT_PIXEL); // as browsers start
  // Knowing each pixel's palette index spares the encoder from looking colours up again.
  const known = new Int16Array(width * height).fill(-1);
  let table: Int32Array = new Int32Array(0);
  let decoded = new Uint8Array(0);
  let restore: { rect: Rect; saved: ScreenPixels | undefined; savedKnown: Int16Array | undefined; savedTable: Int32Array } | undefined;
  for (const { block, control } of source.images.slice(from)) {
    if (restore) {
      if (!restore.saved) clearRect(screen, known, width, restore.rect);
      else {
        screen.set(restore.saved);
        if (restore.savedTable === table) known.set(restore.savedKnown!);
        else known.fill(-1);
      }
      restore = undefined;
    }
    const { descriptor } = block.image;
    const frameTable = colorWords(descriptor.lct.exists ? (block.image as { lct?: [number, number, number][] }).lct : source.gct);
    if (!sameColors(frameTable, table)) {
      table = frameTable;
      known.fill(-1); // indices of earlier frames point into another table
    }
    const pixelCount = descriptor.width * descriptor.height;
    if (decoded.length < pixelCount) decoded = new Uint8Array(pixelCount);
    const count = lzwDecode(block.image.data.minCodeSize, block.image.data.blocks, pixelCount, decoded);
    const rect = clipRect(descriptor, width, height);
    const disposal = control?.extras.disposal ?? 0;
    if (disposal === DISPOSE_TO_BACKGROUND) restore = { rect, saved: undefined, savedKnown: undefined, savedTable: table };
    if (disposal === DISPOSE_TO_PREVIOUS) restore = { rect, saved: screen.slice(), savedKnown: known.slice(), savedTable: table };
    const rows = descriptor.lct.interlaced ? interlacedRows(descriptor.height) : undefined;
    const transparent = control?.extras.transparentColorGiven ? control.transparentColorIndex : -1;
    drawFrame({ screen, known, width }, rect, { width: descriptor.width, indices: decoded, decoded: count, rows }, table, transparent);
    yield { screen, indices: known, table, delayCentiseconds: control?.delay ?? 0 };
  }
}

type Rect = { left: number; top: number; right: number; bottom: number };

/** The part of a frame's rectangle that lies on the screen (frames may stick out; browsers clip). */
function clipRect(dims: { left: number; top: number; width: number; height: number }, width: number, height: number): Rect {
  return { left: dims.left, top: dims.top, right: Math.min(dims.left + dims.width, width), bottom: Math.min(dims.top + dims.height, height) };
}

type DecodedFrame = { width: number; indices: Uint8Array; decoded: number; rows: Int32Array | undefined };
type Screen = { screen: ScreenPixels; known: Int16Array; width: number };

// Each index's colour (black past the end of a short table, as in browsers) and known entry (-1
// there), so that drawing a pixel is two lookups without a test.
const colorOfIndex = new Int32Array(256);
const entryOfIndex = new Int16Array(256);

function drawFrame({ screen, known, width }: Screen, rect: Rect, frame: DecodedFrame, table: Int32Array, transparent: number): void {
  for (let colorIndex = 0; colorIndex < 256; colorIndex += 1) {
    colorOfIndex[colorIndex] = colorIndex < table.length ? table[colorIndex]! : 0;
    entryOfIndex[colorIndex] = colorIndex < table.length ? colorIndex : -1;
  }
  const storedRows = Math.ceil(frame.decoded / frame.width);
  for (let stored = 0; stored < storedRows; stored += 1) {
    const y = rect.top + (frame.rows ? frame.rows[stored]! : stored);
    if (y >= rect.bottom) continue;
    let from = stored * frame.width;
    // Pixels the data did not reach (it ended early) are left as they were, as browsers do.
    const last = Math.min(from + (rect.right - rect.left), frame.decoded);
    let to = y * width + rect.left;
    if (transparent < 0) {
      for (; from < last; from += 1, to += 1) {
        const colorIndex = frame.indices[from]!;
        screen[to] = colorOfIndex[colorIndex]!;
        known[to] = entryOfIndex[colorIndex]!;
      }
      continue;
    }
    for (; from < last; from += 1, to += 1) {
      const colorIndex = frame.indices[from]!;
      if (colorIndex === transparent) continue;
      screen[to] = colorOfIndex[colorIndex]!;
      known[to] = entryOfIndex[colorIndex]!;
    }
  }
}

function sameColors(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/** Colour table entries as 0xRRGGBB (at most 256). */
function colorWords(table: [number, number, number][] | undefined): Int32Array {
  const words = new Int32Array(Math.min(table?.length ?? 0, 256));
  words.forEach((_, index) => {
    const [red, green, blue] = table![index]!;
    words[index] = (red << 16) | (green << 8) | blue;
  });
  return words;
}

function clearRect(screen: ScreenPixels, known: Int16Array, width: number, rect: Rect): void {
  // Browsers clear to transparent, not to the background colour the format once meant.
  for (let y = rect.top; y < rect.bottom; y += 1) {
    screen.fill(TRANSPARENT_PIXEL, y * width + rect.left, y * width + rect.right);
    known.fill(-1, y * width + rect.left, y * width + rect.right);
  }
}
