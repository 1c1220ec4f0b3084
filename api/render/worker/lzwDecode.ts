// GIF image data decompression (LZW, GIF89a appendix F) into a reusable byte buffer. This is the
// algorithm of gifuct-js's decoder, ported to typed arrays: gifuct builds a JS array per frame and
// that step alone took ~40% of a GIF render. gifuct-js still parses the file's block structure.

const MAX_CODES = 4096;
const prefix = new Uint16Array(MAX_CODES);
const suffix = new Uint8Array(MAX_CODES);
const stack = new Uint8Array(MAX_CODES + 1);

/**
 * Decodes up to `pixelCount` colour indices into `out` and returns how many the data held; a
 * short or broken stream stops early, as browsers do.
 */
export function lzwDecode(minCodeSize: number, data: ArrayLike<number>, pixelCount: number, out: Uint8Array): number {
  if (minCodeSize < 1 || minCodeSize > 11) return 0;
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let available = clear + 2;
  let codeSize = minCodeSize + 1;
  let codeMask = (1 << codeSize) - 1;
  let oldCode = -1;
  let first = 0;
  for (let code = 0; code < clear; code += 1) {
    prefix[code] = 0;
    suffix[code] = code;
  }
  let datum = 0;
  let bits = 0;
  let read = 0;
  let written = 0;
  const size = data.length;
  while (written < pixelCount) {
    if (bits < codeSize) {
      // Two bytes at once while there are two (at most 11 + 16 bits are then held).
      if (read + 1 < size) {
        datum |= (data[read]! | (data[read + 1]! << 8)) << bits;
        read += 2;
        bits += 16;
      } else {
        if (read >= size) break;
        datum |= data[read++]! << bits;
        bits += 8;
        continue;
      }
    }
    let code = datum & codeMask;
    datum >>>= codeSize;
    bits -= codeSize;
    if (code > available || code === end) break;
    if (code === clear) {
      codeSize = minCodeSize + 1;
      codeMask = (1 << codeSize) - 1;
      available = clear + 2;
      oldCode = -1;
      continue;
    }
    if (oldCode === -1) {
      out[written++] = suffix[code]!;
      oldCode = code;
      first = code;
      continue;
    }
    const inCode = code;
    let top = 0;
    if (code === available) {
      stack[top++] = first;
      code = oldCode;
    }
    while (code > clear) {
      stack[top++] = suffix[code]!;
      code = prefix[code]!;
    }
    first = suffix[code]!;
    stack[top++] = first;
    // A full table stays as it is until the next clear code (the "deferred clear" of GIF89a).
    if (available < MAX_CODES) {
      prefix[available] = oldCode;
      suffix[available] = first;
      available += 1;
      if ((available & codeMask) === 0 && available < MAX_CODES) {
        codeSize += 1;
        codeMask += available;
      }
    }
    oldCode = inCode;
    // The code's string lies on the stack from its last index down to its first.
    const count = Math.min(top, pixelCount - written);
    for (let from = top - 1; from >= top - count; from -= 1) out[written++] = stack[from]!;
  }
  return written;
}

/** Row order of an interlaced image (GIF89a appendix E): for each stored row, where it belongs. */
export function interlacedRows(height: number): Int32Array {
  const rows = new Int32Array(height);
  let stored = 0;
  for (const [start, step] of [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ] as const) {
    for (let row = start; row < height; row += step) rows[stored++] = row;
  }
  return rows;
}
