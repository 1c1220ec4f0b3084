// Writes the GIFs of renderAnimated: the same bytes gifenc's GIFEncoder writes (header, screen
// descriptor, colour tables, loop and control extensions, 8-bit LZW with a clear code when the
// table is full, 254-byte data sub-blocks), but with an LZW encoder that finds each (prefix, next
// index) pair by direct lookup in a 4096 × 256 table instead of gifenc's open-addressing hash with
// probe chains: LZW coding was ~35% of a 30-frame GIF render's CPU, and this takes about half as long.
import type { RgbPalette } from './gifenc';

export type GifFrameOptions = {
  palette: RgbPalette;
  /** milliseconds (stored in centiseconds, rounded) */
  delay: number;
  /** loop count written with the first frame (-1: no loop extension) */
  repeat?: number;
  transparent?: boolean;
  transparentIndex?: number;
  dispose?: number;
};

export type GifWriter = {
  writeFrame(index: Uint8Array, width: number, height: number, options: GifFrameOptions): void;
  finish(): void;
  /** The GIF so far, as a view of the writer's buffer (no copy). */
  bytesView(): Uint8Array;
};

const MAX_CODES = 4096;
const MAX_BITS = 12;
/** gifenc always codes with 8-bit indices, whatever the palette's size. */
const MIN_CODE_SIZE = 8;
const CLEAR = 1 << MIN_CODE_SIZE;
const END = CLEAR + 1;
const FIRST_FREE = CLEAR + 2;
const SUB_BLOCK = 254;

// The code of each (prefix code, next index) pair, 0 when absent (no entry is ever code 0); and,
// per code, its slot there, so a clear empties only the slots in use. One render at a time per worker.
const codeOf = new Uint16Array(MAX_CODES << 8);
const slotOfCode = new Int32Array(MAX_CODES);

/**
 * A GIF writer. `header`: this part starts the file (signature, screen, the first frame's palette as
 * the global table, loop count); later segments of a GIF split over workers leave it out and give
 * every frame a local table, as gifenc does with `auto: false`.
 */
export function createGifWriter({ initialCapacity = 4096, header = true }: { initialCapacity?: number; header?: boolean } = {}): GifWriter {
  let out = new Uint8Array(Math.max(initialCapacity, 256));
  let length = 0;
  let wroteHeader = false;

  function reserve(bytes: number): void {
    if (length + bytes <= out.length) return;
    // Doubling up to 1 MiB, then by an eighth (as gifenc's stream grows).
    const grown = Math.max(length + bytes, Math.floor(out.length * (out.length < 1024 * 1024 ? 2 : 1.125)));
    const next = new Uint8Array(grown);
    next.set(out.subarray(0, length));
    out = next;
  }
  function byte(value: number): void {
    out[length++] = value;
  }
  function uint16(value: number): void {
    out[length++] = value & 255;
    out[length++] = (value >> 8) & 255;
  }
  function ascii(text: string): void {
    for (let at = 0; at < text.length; at += 1) out[length++] = text.charCodeAt(at);
  }
  function colorTable(palette: RgbPalette): void {
    const entries = 1 << tableBits(palette.length);
    for (let entry = 0; entry < entries; entry += 1) {
      const color = palette[entry];
      out[length++] = color?.[0] ?? 0;
      out[length++] = color?.[1] ?? 0;
      out[length++] = color?.[2] ?? 0;
    }
  }

  return {
    writeFrame(index, width, height, { palette, delay, repeat = 0, transparent = false, transparentIndex = 0, dispose = -1 }) {
      const first = header && !wroteHeader;
      // Headers and tables: at most ~1.6 KiB; the image data: under 16 bits a pixel (codes of at most
      // 12 bits, clear codes, sub-block lengths).
      reserve(2048 + 2 * index.length + 64);
      if (first) {
        wroteHeader = true;
        ascii('GIF89a');
        uint16(width);
        uint16(height);
        byte(0x80 | ((MIN_CODE_SIZE - 1) << 4) | (tableBits(palette.length) - 1));
        byte(0); // background colour index
        byte(0); // pixel aspect ratio
        colorTable(palette);
        if (repeat >= 0) {
          byte(0x21);
          byte(0xff);
          byte(11);
          ascii('NETSCAPE2.0');
          byte(3);
          byte(1);
          uint16(repeat);
          byte(0);
        }
      }
      // Graphic control extension.
      const hasTransparency = transparent && transparentIndex >= 0;
      const disposal = dispose >= 0 ? dispose & 7 : hasTransparency ? 2 : 0;
      byte(0x21);
      byte(0xf9);
      byte(4);
      byte((disposal << 2) | (hasTransparency ? 1 : 0));
      uint16(Math.round(delay / 10));
      byte(transparentIndex >= 0 ? transparentIndex : 0);
      byte(0);
      // Image descriptor, with a local colour table on every frame but the first.
      byte(0x2c);
      uint16(0);
      uint16(0);
      uint16(width);
      uint16(height);
      byte(first ? 0 : 0x80 | (tableBits(palette.length) - 1));
      if (!first) colorTable(palette);
      length = lzwEncode(index, out, length);
    },
    finish() {
      reserve(1);
      byte(0x3b);
    },
    bytesView: () => out.subarray(0, length),
  };
}

/** Bits of a colour table holding `colors` entries (at least 1, as gifenc writes it). */
function tableBits(colors: number): number {
  return Math.max(Math.ceil(Math.log2(colors)), 1);
}

/**
 * Appends the LZW-coded image data of `pixels` (minimum code size, sub-blocks, terminator) to `out`
 * at `at`; returns the new end. `out` must have room for the worst case (12 bits a pixel).
 */
function lzwEncode(pixels: Uint8Array, out: Uint8Array, at: number): number {
  out[at++] = MIN_CODE_SIZE;
  let blockStart = at++; // the sub-block's length byte, filled in when it is full
  let accumulator = 0;
  let bits = 0;
  let codeSize = MIN_CODE_SIZE + 1;
  let maxCode = (1 << codeSize) - 1;
  let free = FIRST_FREE;

  // Appends one code; full bytes go into the current sub-block. (A function V8 inlines.)
  const emit = (code: number) => {
    accumulator |= code << bits;
    bits += codeSize;
    while (bits >= 8) {
      out[at++] = accumulator & 255;
      accumulator >>>= 8;
      bits -= 8;
      if (at - blockStart > SUB_BLOCK) {
        out[blockStart] = SUB_BLOCK;
        blockStart = at++;
      }
    }
  };

  emit(CLEAR);
  const count = pixels.length;
  let prefix = count > 0 ? pixels[0]! : 0;
  for (let position = 1; position < count; position += 1) {
    const next = pixels[position]!;
    const slot = (prefix << 8) | next;
    const known = codeOf[slot]!;
    if (known !== 0) {
      prefix = known;
      continue;
    }
    emit(prefix);
    // The code size grows once the next free code no longer fits (as gifenc and compress do).
    if (free > maxCode) {
      codeSize += 1;
      maxCode = codeSize === MAX_BITS ? MAX_CODES : (1 << codeSize) - 1;
    }
    if (free < MAX_CODES) {
      codeOf[slot] = free;
      slotOfCode[free] = slot;
      free += 1;
    } else {
      for (let code = FIRST_FREE; code < MAX_CODES; code += 1) codeOf[slotOfCode[code]!] = 0;
      free = FIRST_FREE;
      emit(CLEAR);
      codeSize = MIN_CODE_SIZE + 1;
      maxCode = (1 << codeSize) - 1;
    }
    prefix = next;
  }
  emit(prefix);
  if (free > maxCode) codeSize += 1;
  emit(END);
  if (bits > 0) {
    out[at++] = accumulator & 255;
    if (at - blockStart > SUB_BLOCK) {
      out[blockStart] = SUB_BLOCK;
      blockStart = at++;
    }
  }
  // The last, partly filled sub-block (none when the data ended on a block's edge), then the terminator.
  if (at - blockStart > 1) out[blockStart] = at - blockStart - 1;
  else at -= 1;
  for (let code = FIRST_FREE; code < free; code += 1) codeOf[slotOfCode[code]!] = 0;
  out[at++] = 0;
  return at;
}
