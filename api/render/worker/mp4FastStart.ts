// Finishes the MP4 the H.264 encoder writes (ftyp, mdat, then moov; every frame at one rate; every
// sample flagged a key frame) into the file players and chat apps want:
// - "fast start": ftyp, moov, mdat, so a player reading from the start knows the track before the
//   frames arrive (the chunk offsets in stco/co64 move by the moov's size);
// - each frame lasts as long as its GIF frame: stts gets one duration per sample, in milliseconds
//   (mvhd and mdhd get a timescale of 1000, their and tkhd's durations the sum);
// - stss lists the samples that really are key frames (IDR pictures), so a seek lands on one.
// Only the boxes on the path moov/trak/mdia/minf/stbl are parsed; the rest are copied as they are.

/** Boxes whose content is more boxes, on the way to the sample table. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
/** Top-level boxes that only hold space: dropped. */
const PADDING = new Set(['free', 'skip', 'wide']);
const TIMESCALE = 1000;
const NAL_IDR = 5;

type Leaf = { type: string; payload: Uint8Array };
type Container = { type: string; children: Node[] };
type Node = Leaf | Container;

/** A box in a file: where it starts, where its content starts, where it ends. */
type BoxSpan = { type: string; start: number; contentStart: number; end: number };

/**
 * The encoder's MP4 with its moov first, each frame lasting `frameDurationsMs[i]` milliseconds
 * and its key frames marked. Throws when the file is not the one-video-track MP4 expected, or its
 * sample count differs from the durations'.
 */
export function fastStartMp4(file: Uint8Array, frameDurationsMs: readonly number[]): Uint8Array {
  if (!frameDurationsMs.every((duration) => Number.isInteger(duration) && duration > 0)) throw new Error('Frame durations must be whole positive milliseconds');
  const top = readBoxes(file, 0, file.length);
  const [ftyp] = top;
  if (ftyp?.type !== 'ftyp') throw new Error('An MP4 starts with ftyp');
  const moovSpan = single(top, 'moov');
  const mdat = single(top, 'mdat');
  const unknown = top.find((box) => !['ftyp', 'moov', 'mdat'].includes(box.type) && !PADDING.has(box.type));
  if (unknown) throw new Error(`Unexpected top-level box ${unknown.type}`);

  const moov = parseContainer(file, moovSpan);
  const traks = moov.children.filter((child) => child.type === 'trak');
  if (traks.length !== 1) throw new Error(`Expected one track, found ${traks.length}`);
  const trak = traks[0] as Container;
  const mdia = child(trak, 'mdia') as Container;
  const stbl = child(child(mdia, 'minf') as Container, 'stbl') as Container;
  if (handlerOf(leaf(mdia, 'hdlr')) !== 'vide') throw new Error('The track is not video');

  const sizes = sampleSizes(leaf(stbl, 'stsz'));
  if (sizes.length !== frameDurationsMs.length) throw new Error(`The video has ${sizes.length} frames, ${frameDurationsMs.length} durations given`);
  const offsetsBox = stbl.children.find((box) => box.type === 'stco' || box.type === 'co64') as Leaf | undefined;
  if (!offsetsBox) throw new Error('No chunk offsets');
  const positions = samplePositions(sizes, readChunkOffsets(offsetsBox), leaf(stbl, 'stsc'));
  for (const [index, start] of positions.entries()) {
    if (start < mdat.contentStart || start + sizes[index]! > mdat.end) throw new Error('A sample lies outside mdat');
  }
  const lengthSize = nalLengthSize(leaf(stbl, 'stsd'));
  const keyFrames = positions.flatMap((start, index) => (isIdr(file, start, sizes[index]!, lengthSize) ? [index + 1] : []));
  if (keyFrames[0] !== 1) throw new Error('The first frame is not a key frame');

  const totalMs = frameDurationsMs.reduce((sum, duration) => sum + duration, 0);
  setTiming(leaf(moov, 'mvhd'), totalMs, true);
  setTiming(leaf(mdia, 'mdhd'), totalMs, true);
  setTiming(leaf(trak, 'tkhd'), totalMs, false);
  // An edit list would count in the old timescale; the encoder writes none, and none is needed.
  trak.children = trak.children.filter((box) => box.type !== 'edts');
  stbl.children = stbl.children.flatMap((box): Node[] => {
    if (box.type === 'stss' || box.type === 'ctts') return [];
    if (box.type !== 'stts') return [box];
    const stts = { type: 'stts', payload: timeToSample(frameDurationsMs) };
    // Without stss every sample is a key frame.
    return keyFrames.length === sizes.length ? [stts] : [stts, { type: 'stss', payload: syncSamples(keyFrames) }];
  });

  // Chunk offsets have a fixed width, so the moov's size is known before they are moved.
  const moovSize = serialize(moov).length;
  const shift = ftyp.end - ftyp.start + moovSize - mdat.start;
  offsetsBox.payload = shiftChunkOffsets(offsetsBox, shift);
  const moovBytes = serialize(moov);
  const output = new Uint8Array(ftyp.end - ftyp.start + moovBytes.length + (mdat.end - mdat.start));
  output.set(file.subarray(ftyp.start, ftyp.end), 0);
  output.set(moovBytes, ftyp.end - ftyp.start);
  output.set(file.subarray(mdat.start, mdat.end), ftyp.end - ftyp.start + moovBytes.length);
  return output;
}

/** The boxes between `start` and `end` (a 64-bit size and a size of 0, "to the end", included). */
export function readBoxes(bytes: Uint8Array, start: number, end: number): BoxSpan[] {
  const view = viewOf(bytes);
  const boxes: BoxSpan[] = [];
  for (let at = start; at < end;) {
    if (end - at < 8) throw new Error('Truncated box header');
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (end - at < 16) throw new Error('Truncated box header');
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) throw new Error('A box overruns its parent');
    boxes.push({ type: typeAt(bytes, at + 4), start: at, contentStart: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

function parseContainer(bytes: Uint8Array, span: BoxSpan): Container {
  return {
    type: span.type,
    children: readBoxes(bytes, span.contentStart, span.end).map((box) =>
      // A copy (a Buffer's slice would be a view): the boxes are edited, the input is not.
      CONTAINERS.has(box.type) ? parseContainer(bytes, box) : { type: box.type, payload: new Uint8Array(bytes.subarray(box.contentStart, box.end)) },
    ),
  };
}

function serialize(node: Node): Uint8Array {
  const content = 'payload' in node ? node.payload : concat(node.children.map(serialize));
  const box = new Uint8Array(8 + content.length);
  viewOf(box).setUint32(0, box.length);
  for (let index = 0; index < 4; index += 1) box[4 + index] = node.type.charCodeAt(index);
  box.set(content, 8);
  return box;
}

function single(boxes: BoxSpan[], type: string): BoxSpan {
  const found = boxes.filter((box) => box.type === type);
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0]!;
}

function child(parent: Container, type: string): Node {
  const found = parent.children.find((box) => box.type === type);
  if (!found) throw new Error(`No ${type} in ${parent.type}`);
  return found;
}

function leaf(parent: Container, type: string): Leaf {
  const found = child(parent, type);
  if (!('payload' in found)) throw new Error(`${type} is not a leaf box`);
  return found;
}

function handlerOf(hdlr: Leaf): string {
  return typeAt(hdlr.payload, 8);
}

/** Sets mvhd's or mdhd's timescale (to milliseconds) and duration, or tkhd's duration. */
function setTiming(box: Leaf, durationMs: number, hasTimescale: boolean): void {
  const view = viewOf(box.payload);
  const version = box.payload[0];
  // After version and flags: creation and modification times (4 or 8 bytes each), then mvhd/mdhd:
  // timescale, duration; tkhd: track id, 4 reserved bytes, duration.
  const times = version === 1 ? 16 : 8;
  const durationAt = 4 + times + (hasTimescale ? 4 : 8);
  if (hasTimescale) view.setUint32(4 + times, TIMESCALE);
  if (version === 1) view.setBigUint64(durationAt, BigInt(durationMs));
  else view.setUint32(durationAt, durationMs);
}

function sampleSizes(stsz: Leaf): number[] {
  const view = viewOf(stsz.payload);
  const fixed = view.getUint32(4);
  const count = view.getUint32(8);
  return Array.from({ length: count }, (_, index) => fixed || view.getUint32(12 + index * 4));
}

function readChunkOffsets(box: Leaf): number[] {
  const view = viewOf(box.payload);
  const wide = box.type === 'co64';
  return Array.from({ length: view.getUint32(4) }, (_, index) => (wide ? Number(view.getBigUint64(8 + index * 8)) : view.getUint32(8 + index * 4)));
}

function shiftChunkOffsets(box: Leaf, shift: number): Uint8Array {
  const payload = new Uint8Array(box.payload);
  const view = viewOf(payload);
  readChunkOffsets(box).forEach((offset, index) => {
    const moved = offset + shift;
    if (box.type === 'co64') view.setBigUint64(8 + index * 8, BigInt(moved));
    else if (moved > 0xffffffff) throw new Error('A chunk offset no longer fits in stco');
    else view.setUint32(8 + index * 4, moved);
  });
  return payload;
}

/** Where each sample starts in the file, from the chunks' offsets and how many samples each holds (stsc). */
function samplePositions(sizes: number[], chunkOffsets: number[], stsc: Leaf): number[] {
  const view = viewOf(stsc.payload);
  const runs = Array.from({ length: view.getUint32(4) }, (_, index) => ({
    firstChunk: view.getUint32(8 + index * 12),
    perChunk: view.getUint32(12 + index * 12),
  }));
  const positions: number[] = [];
  for (let chunk = 1; chunk <= chunkOffsets.length && positions.length < sizes.length; chunk += 1) {
    const run = runs.findLast((candidate) => candidate.firstChunk <= chunk);
    if (!run) throw new Error('A chunk has no sample-to-chunk entry');
    let at = chunkOffsets[chunk - 1]!;
    for (let index = 0; index < run.perChunk && positions.length < sizes.length; index += 1) {
      positions.push(at);
      at += sizes[positions.length - 1]!;
    }
  }
  if (positions.length !== sizes.length) throw new Error('The chunks hold fewer samples than stsz lists');
  return positions;
}

/** The byte count of each NAL unit's length prefix, from the avc1 entry's avcC. */
function nalLengthSize(stsd: Leaf): number {
  // stsd: version and flags, entry count, then the sample entries.
  const [entry] = readBoxes(stsd.payload, 8, stsd.payload.length);
  if (entry?.type !== 'avc1') throw new Error(`The video is ${entry?.type ?? 'nothing'}, not avc1`);
  // A visual sample entry has 78 bytes of fields before its own boxes.
  const avcC = readBoxes(stsd.payload, entry.contentStart + 78, entry.end).find((box) => box.type === 'avcC');
  if (!avcC) throw new Error('avc1 without avcC');
  return (stsd.payload[avcC.contentStart + 4]! & 3) + 1;
}

/** Whether the sample holds an IDR picture (a key frame). */
function isIdr(file: Uint8Array, start: number, size: number, lengthSize: number): boolean {
  for (let at = start; at + lengthSize < start + size;) {
    let length = 0;
    for (let index = 0; index < lengthSize; index += 1) length = length * 256 + file[at + index]!;
    if ((file[at + lengthSize]! & 0x1f) === NAL_IDR) return true;
    at += lengthSize + length;
  }
  return false;
}

/** stts: runs of equal durations, each as (sample count, duration). */
function timeToSample(durations: readonly number[]): Uint8Array {
  const runs: [count: number, duration: number][] = [];
  for (const duration of durations) {
    const last = runs.at(-1);
    if (last && last[1] === duration) last[0] += 1;
    else runs.push([1, duration]);
  }
  return tablePayload(runs.length, runs.flat());
}

/** stss: the key frames' sample numbers (from 1). */
function syncSamples(numbers: number[]): Uint8Array {
  return tablePayload(numbers.length, numbers);
}

/** A table box's content: version 0, no flags, the entry count, then the entries' 32-bit words. */
function tablePayload(entryCount: number, words: number[]): Uint8Array {
  const payload = new Uint8Array(8 + words.length * 4);
  const view = viewOf(payload);
  view.setUint32(4, entryCount);
  words.forEach((word, index) => view.setUint32(8 + index * 4, word));
  return payload;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

function typeAt(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
