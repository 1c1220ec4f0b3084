// Gives each composed GIF frame its own palette. Source frames already hold at most 256 colours;
// the caption overlay adds a few hundred to a few thousand blends. So instead of quantizing the whole
// frame (15–100 ms at 480×480 with gifenc), count the exact colours: with ≤ 256 the frame is
// lossless; otherwise the 256 most used colours stay exact and the rare ones (mostly anti-aliased
// caption edges) take their nearest kept colour. Only frames with very many colours are quantized.
// Pixels whose index in the source colour table is known are counted by that index, so only the
// overlay's pixels (and pixels of mixed tables) go through the colour hash.
import { TRANSPARENT_PIXEL, type ScreenPixels } from './gifFrames';
import { gifenc, type RgbPalette } from './gifenc';

/** A frame as GIF stores it: palette indices, the palette, and the transparent index (-1: none). */
export type IndexedFrame = { index: Uint8Array; palette: RgbPalette; transparentIndex: number };

/**
 * A composed frame with its overlay blended in: colours, and for pixels untouched by the overlay
 * their index in `table` when known (-1 otherwise); `changed` lists the overlay's pixels.
 */
export type FrameToIndex = { pixels: ScreenPixels; known: Int16Array; table: Int32Array; changed: Uint32Array };

const MAX_COLORS = 256;
const MAX_TRACKED_COLORS = 1 << 16;
const HASH_BITS = 17; // twice MAX_TRACKED_COLORS slots keeps probes short
const HASH_MASK = (1 << HASH_BITS) - 1;
const EMPTY = -2; // no pixel value is -2: opaque pixels are ≥ 0, transparent ones -1
const NO_COLOR = -3; // a palette slot that must not be chosen (the transparent one)
const MAX_TRACKED_PIXELS = 2 ** 26; // above 4096 × 4096, so a sort key never overflows a double's integers

/** Reusable buffers for the frames of one GIF (all the same size); returns the per-frame function. */
export function createFrameIndexer(pixelCount: number) {
  const index = new Uint8Array(pixelCount);
  const keys = new Int32Array(1 << HASH_BITS);
  const slots = new Int32Array(1 << HASH_BITS);
  const colors = new Int32Array(MAX_TRACKED_COLORS);
  const counts = new Int32Array(MAX_TRACKED_COLORS);
  const nearestByCell = new Int16Array(1 << 15);
  const keptColors = new Int32Array(MAX_COLORS);
  // The kept opaque colours sorted by green (key: green << 8 | palette index), for nearestKept.
  const byGreen = new Int32Array(MAX_COLORS);
  let candidates = 0;
  const ranked = new Float64Array(MAX_TRACKED_COLORS);
  const idOfEntry = new Int32Array(MAX_COLORS);
  // Pixels counted by their table entry (most of them), and each entry's palette index.
  const entryCounts = new Int32Array(MAX_COLORS);
  const paletteOfEntry = new Uint8Array(MAX_COLORS + 1);
  // Pixels with no known entry, and the overlay's pixels: where they are and their colour ids.
  const unknownAt = new Int32Array(pixelCount);
  const unknownIds = new Int32Array(pixelCount);
  let unknownCount = 0;
  let changedIds = new Int32Array(0);

  let unique = 0;

  /** Indexes one frame; the returned index buffer is reused by the next call. */
  return function indexFrame(frame: FrameToIndex): IndexedFrame {
    if (!countColors(frame)) return quantizeFrame(frame.pixels);
    const { paletteOf, palette, transparentIndex } = choosePalette();
    mapPixels(frame, paletteOf);
    return { index, palette, transparentIndex };
  };

  /**
   * Fills colors and counts (ids: the table's colours first, then new colours in pixel order, then
   * the overlay's in its order); false past MAX_TRACKED_COLORS. Pixels with a known entry are only
   * counted per entry here: one read and one increment each.
   */
  function countColors({ pixels, known, table, changed }: FrameToIndex): boolean {
    keys.fill(EMPTY);
    counts.fill(0, 0, unique);
    entryCounts.fill(0);
    unique = 0;
    unknownCount = 0;
    // Each table entry's colour id (tables may repeat a colour, so entry and id can differ).
    const entries = Math.min(table.length, MAX_COLORS);
    for (let entry = 0; entry < entries; entry += 1) idOfEntry[entry] = idOf(table[entry]!);
    let last = EMPTY;
    let lastId = 0;
    for (let pixel = 0; pixel < pixels.length; pixel += 1) {
      const entry = known[pixel]!;
      if (entry >= 0 && entry < entries) {
        entryCounts[entry]! += 1;
        continue;
      }
      const color = pixels[pixel]!;
      // Neighbouring pixels often repeat: skip the hash for runs.
      if (color !== last) {
        lastId = idOf(color);
        if (lastId < 0) return false;
        last = color;
      }
      unknownAt[unknownCount] = pixel;
      unknownIds[unknownCount++] = lastId;
      counts[lastId]! += 1;
    }
    for (let entry = 0; entry < entries; entry += 1) counts[idOfEntry[entry]!]! += entryCounts[entry]!;
    // The overlay changed these pixels' colours after their entries were known (an unknown pixel
    // was counted by its colour already).
    if (changedIds.length < changed.length) changedIds = new Int32Array(changed.length);
    for (let at = 0; at < changed.length; at += 1) {
      const pixel = changed[at]!;
      const entry = known[pixel]!;
      if (!(entry >= 0 && entry < entries)) continue;
      const id = idOf(pixels[pixel]!);
      if (id < 0) return false;
      counts[idOfEntry[entry]!]! -= 1;
      changedIds[at] = id;
      counts[id]! += 1;
    }
    return true;
  }

  /** Writes each pixel's palette index: by its entry, then the unknown pixels, then the overlay's. */
  function mapPixels({ pixels, known, table, changed }: FrameToIndex, paletteOf: Uint8Array): void {
    const entries = Math.min(table.length, MAX_COLORS);
    // Shifted by one: entry -1 (unknown) reads slot 0, which the unknown pixels overwrite below.
    for (let entry = 0; entry < entries; entry += 1) paletteOfEntry[entry + 1] = paletteOf[idOfEntry[entry]!]!;
    for (let pixel = 0; pixel < pixels.length; pixel += 1) {
      const entry = known[pixel]!;
      index[pixel] = entry < entries ? paletteOfEntry[entry + 1]! : 0;
    }
    for (let at = 0; at < unknownCount; at += 1) index[unknownAt[at]!] = paletteOf[unknownIds[at]!]!;
    for (let at = 0; at < changed.length; at += 1) {
      const pixel = changed[at]!;
      const entry = known[pixel]!;
      if (entry >= 0 && entry < entries) index[pixel] = paletteOf[changedIds[at]!]!;
    }
  }

  /** The id of a colour, added when new; -1 past MAX_TRACKED_COLORS. */
  function idOf(color: number): number {
    let slot = Math.imul(color, 0x9e3779b1) >>> (32 - HASH_BITS);
    while (keys[slot] !== EMPTY && keys[slot] !== color) slot = (slot + 1) & HASH_MASK;
    if (keys[slot] !== EMPTY) return slots[slot]!;
    if (unique === MAX_TRACKED_COLORS) return -1;
    keys[slot] = color;
    slots[slot] = unique;
    colors[unique] = color;
    unique += 1;
    return unique - 1;
  }

  function choosePalette() {
    // Colours no pixel uses (unused table entries, colours the overlay covered) take no slot.
    let used = 0;
    for (let id = 0; id < unique; id += 1) {
      // Sort keys: count (transparency counts as most used, so it is always kept), then id.
      if (counts[id]! > 0) ranked[used++] = (colors[id] === TRANSPARENT_PIXEL ? MAX_TRACKED_PIXELS : counts[id]!) * MAX_TRACKED_COLORS + id;
    }
    const byRank = ranked.subarray(0, used);
    if (used > MAX_COLORS) byRank.sort().reverse();
    const order = Array.from(byRank, (key) => key % MAX_TRACKED_COLORS);
    const kept = order.slice(0, MAX_COLORS);
    const paletteOf = new Uint8Array(unique);
    kept.forEach((position, paletteIndex) => (paletteOf[position] = paletteIndex));
    const palette = kept.map((position) => rgbOf(colors[position]!));
    const transparentIndex = kept.findIndex((position) => colors[position] === TRANSPARENT_PIXEL);
    if (order.length > MAX_COLORS) {
      nearestByCell.fill(-1);
      kept.forEach((position, paletteIndex) => (keptColors[paletteIndex] = paletteIndex === transparentIndex ? NO_COLOR : colors[position]!));
      candidates = 0;
      for (let paletteIndex = 0; paletteIndex < MAX_COLORS; paletteIndex += 1) {
        const color = keptColors[paletteIndex]!;
        if (color !== NO_COLOR) byGreen[candidates++] = (((color >> 8) & 0xff) << 8) | paletteIndex;
      }
      byGreen.subarray(0, candidates).sort();
      for (let rankIndex = MAX_COLORS; rankIndex < order.length; rankIndex += 1) {
        const position = order[rankIndex]!;
        paletteOf[position] = nearestKept(colors[position]!);
      }
    }
    return { paletteOf, palette, transparentIndex };
  }

  /**
   * Nearest kept opaque colour (the lowest palette index among equals), remembered per 15-bit
   * colour cell (colours that close look alike). The kept colours are searched outwards from the
   * query's green, and a side stops once its green difference alone is farther than the best.
   */
  function nearestKept(color: number): number {
    const cell = ((color >> 9) & 0x7c00) | ((color >> 6) & 0x03e0) | ((color >> 3) & 0x001f);
    const known = nearestByCell[cell]!;
    if (known >= 0) return known;
    const red = color >> 16;
    const green = (color >> 8) & 0xff;
    const blue = color & 0xff;
    let best = 0;
    let bestDistance = Number.MAX_SAFE_INTEGER;
    // The first candidate whose green is at least the query's.
    let low = 0;
    let high = candidates;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (byGreen[middle]! >> 8 < green) low = middle + 1;
      else high = middle;
    }
    // Upwards from there, then downwards, each side until green alone is farther than the best.
    for (let at = low, step = 1; ; at += step) {
      if (at >= candidates) {
        if (step < 0) break;
        step = -1;
        at = low;
        continue;
      }
      if (at < 0) break;
      const candidate = byGreen[at]! & 0xff;
      const kept = keptColors[candidate]!;
      const dg = ((kept >> 8) & 0xff) - green;
      if (4 * dg * dg > bestDistance) {
        if (step < 0) break;
        step = -1;
        at = low;
        continue;
      }
      // Weighted RGB distance: green differences show most, blue least.
      const dr = (kept >> 16) - red;
      const db = (kept & 0xff) - blue;
      const distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      if (distance < bestDistance || (distance === bestDistance && candidate < best)) {
        best = candidate;
        bestDistance = distance;
      }
    }
    nearestByCell[cell] = best;
    return best;
  }

  /** The rare frame with more colours than we track: gifenc's quantizer, transparency in the last slot. */
  function quantizeFrame(frame: ScreenPixels): IndexedFrame {
    const rgba = new Uint8Array(frame.length * 4);
    let hasTransparency = false;
    frame.forEach((color, pixel) => {
      if (color === TRANSPARENT_PIXEL) hasTransparency = true;
      else rgba.set([color >> 16, (color >> 8) & 0xff, color & 0xff, 255], pixel * 4);
    });
    const palette = gifenc.quantize(rgba, hasTransparency ? MAX_COLORS - 1 : MAX_COLORS).map((entry) => entry.slice(0, 3));
    const mapped = gifenc.applyPalette(rgba, palette);
    if (!hasTransparency) return { index: mapped, palette, transparentIndex: -1 };
    const transparentIndex = palette.length;
    frame.forEach((color, pixel) => {
      if (color === TRANSPARENT_PIXEL) mapped[pixel] = transparentIndex;
    });
    return { index: mapped, palette: [...palette, [0, 0, 0]], transparentIndex };
  }
}

function rgbOf(color: number): number[] {
  return color === TRANSPARENT_PIXEL ? [0, 0, 0] : [color >> 16, (color >> 8) & 0xff, color & 0xff];
}
