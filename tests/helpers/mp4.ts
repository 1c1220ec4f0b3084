// Reads an MP4 the way a player does, written apart from the server's own box code so that tests
// check the files against ISO/IEC 14496-12 and -15 rather than against themselves: the top-level
// box order, each track's handler, sample entry, size, timing, sample table and key frames, and
// the H.264 parameters (profile, level, chroma format, coded size) from the avcC's SPS.

export type Mp4Track = {
  handler: string;
  /** the sample entry's type: avc1 for H.264 video, mp4a for AAC sound */
  sampleEntry: string;
  /** tkhd's presentation size */
  width: number;
  height: number;
  timescale: number;
  /** mdhd's duration, in timescale units */
  duration: number;
  /** each sample's duration (from stts), in timescale units */
  sampleDurations: number[];
  /** each sample's bytes, located through stsz, stsc and stco/co64 */
  samples: Uint8Array[];
  /** 1-based numbers of the key frames; every sample when there is no stss */
  syncSamples: number[];
  avc?: Avc;
};

export type Avc = { profile: number; level: number; lengthSize: number; chromaFormat: number; codedWidth: number; codedHeight: number };

export type Mp4 = { topLevel: string[]; movieTimescale: number; movieDuration: number; tracks: Mp4Track[] };

type Span = { type: string; start: number; end: number };

export function readMp4(file: Uint8Array): Mp4 {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const top = boxes(bytes, 0, bytes.length);
  const moov = only(top, 'moov');
  const mvhd = fullBoxTimes(bytes, only(boxes(bytes, moov.start + 8, moov.end), 'mvhd'));
  const tracks = boxes(bytes, moov.start + 8, moov.end)
    .filter((box) => box.type === 'trak')
    .map((trak) => readTrack(bytes, trak));
  return { topLevel: top.map((box) => box.type), movieTimescale: mvhd.timescale, movieDuration: mvhd.duration, tracks };
}

function readTrack(bytes: Buffer, trak: Span): Mp4Track {
  const inTrak = boxes(bytes, trak.start + 8, trak.end);
  const tkhd = only(inTrak, 'tkhd');
  const tkhdVersion = bytes[tkhd.start + 8]!;
  // After version/flags, times, track id, reserved, duration: 8 reserved, layer, group, volume, 2 reserved, 36 matrix.
  const sizeAt = tkhd.start + 12 + (tkhdVersion === 1 ? 32 : 20) + 52;
  const mdia = only(inTrak, 'mdia');
  const inMdia = boxes(bytes, mdia.start + 8, mdia.end);
  const mdhd = fullBoxTimes(bytes, only(inMdia, 'mdhd'));
  const hdlr = only(inMdia, 'hdlr');
  const minf = only(inMdia, 'minf');
  const stbl = only(boxes(bytes, minf.start + 8, minf.end), 'stbl');
  const table = boxes(bytes, stbl.start + 8, stbl.end);
  const stsd = only(table, 'stsd');
  const [entry] = boxes(bytes, stsd.start + 16, stsd.end);
  const sizes = readStsz(bytes, only(table, 'stsz'));
  const chunkBox = table.find((box) => box.type === 'stco' || box.type === 'co64')!;
  const chunkOffsets = readWords(bytes, chunkBox, chunkBox.type === 'co64' ? 8 : 4, 1).map(([offset]) => offset!);
  const stsc = readWords(bytes, only(table, 'stsc'), 4, 3);
  const positions: number[] = [];
  chunkOffsets.forEach((offset, index) => {
    const run = stsc.filter(([firstChunk]) => firstChunk! <= index + 1).at(-1)!;
    for (let sample = 0, at = offset; sample < run[1]! && positions.length < sizes.length; sample += 1) {
      positions.push(at);
      at += sizes[positions.length - 1]!;
    }
  });
  const stts = readWords(bytes, only(table, 'stts'), 4, 2);
  const stss = table.find((box) => box.type === 'stss');
  const avc = entry!.type === 'avc1' ? readAvc(bytes, entry!) : undefined;
  return {
    handler: bytes.toString('latin1', hdlr.start + 16, hdlr.start + 20),
    sampleEntry: entry!.type,
    width: bytes.readUInt32BE(sizeAt) / 65536,
    height: bytes.readUInt32BE(sizeAt + 4) / 65536,
    timescale: mdhd.timescale,
    duration: mdhd.duration,
    sampleDurations: stts.flatMap(([count, delta]) => Array<number>(count!).fill(delta!)),
    samples: positions.map((at, index) => bytes.subarray(at, at + sizes[index]!)),
    syncSamples: stss ? readWords(bytes, stss, 4, 1).map(([number]) => number!) : sizes.map((_, index) => index + 1),
    ...(avc ? { avc } : {}),
  };
}

/** The avcC of an avc1 sample entry (78 bytes of visual sample entry fields come first). */
function readAvc(bytes: Buffer, entry: Span): Avc {
  const avcC = only(boxes(bytes, entry.start + 8 + 78, entry.end), 'avcC');
  const at = avcC.start + 8;
  const lengthSize = (bytes[at + 4]! & 3) + 1;
  const spsCount = bytes[at + 5]! & 0x1f;
  if (spsCount < 1) throw new Error('avcC without an SPS');
  const spsLength = bytes.readUInt16BE(at + 6);
  const sps = readSps(bytes.subarray(at + 8, at + 8 + spsLength));
  if (sps.profile !== bytes[at + 1] || sps.level !== bytes[at + 3]) throw new Error('avcC and its SPS disagree');
  return { lengthSize, ...sps };
}

/** The fields of an H.264 sequence parameter set (7.3.2.1.1) that say what the picture is. */
function readSps(nal: Uint8Array): Omit<Avc, 'lengthSize'> {
  if ((nal[0]! & 0x1f) !== 7) throw new Error('Not an SPS');
  // Emulation prevention: 00 00 03 stands for 00 00.
  const rbsp: number[] = [];
  for (let index = 1; index < nal.length; index += 1) {
    if (index >= 3 && nal[index] === 3 && nal[index - 1] === 0 && nal[index - 2] === 0) continue;
    rbsp.push(nal[index]!);
  }
  let bit = 0;
  const u = (count: number) => {
    let value = 0;
    for (let index = 0; index < count; index += 1, bit += 1) value = value * 2 + ((rbsp[bit >> 3]! >> (7 - (bit & 7))) & 1);
    return value;
  };
  const ue = () => {
    let zeros = 0;
    while (u(1) === 0) zeros += 1;
    return 2 ** zeros - 1 + u(zeros);
  };
  const se = () => {
    const value = ue();
    return value % 2 === 1 ? (value + 1) / 2 : -value / 2;
  };
  const profile = u(8);
  u(8); // constraint flags
  const level = u(8);
  ue(); // seq_parameter_set_id
  let chromaFormat = 1; // 4:2:0 unless a high profile says otherwise
  if ([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135].includes(profile)) {
    chromaFormat = ue();
    if (chromaFormat === 3) u(1);
    ue();
    ue();
    u(1);
    if (u(1)) throw new Error('SPS scaling matrices are not read here');
  }
  ue(); // log2_max_frame_num_minus4
  const pocType = ue();
  if (pocType === 0) ue();
  else if (pocType === 1) {
    u(1);
    se();
    se();
    const cycle = ue();
    for (let index = 0; index < cycle; index += 1) se();
  }
  ue(); // max_num_ref_frames
  u(1);
  const widthInMbs = ue() + 1;
  const heightInMapUnits = ue() + 1;
  const frameMbsOnly = u(1);
  if (!frameMbsOnly) u(1);
  u(1);
  const crop = u(1) ? [ue(), ue(), ue(), ue()] : [0, 0, 0, 0];
  // Crop units for 4:2:0: 2 pixels across, 2 × (2 − frame_mbs_only) down.
  const unitX = chromaFormat === 1 || chromaFormat === 2 ? 2 : 1;
  const unitY = (chromaFormat === 1 ? 2 : 1) * (2 - frameMbsOnly);
  return {
    profile,
    level,
    chromaFormat,
    codedWidth: widthInMbs * 16 - unitX * (crop[0]! + crop[1]!),
    codedHeight: heightInMapUnits * 16 * (2 - frameMbsOnly) - unitY * (crop[2]! + crop[3]!),
  };
}

/** The NAL unit types in a sample (length-prefixed, `lengthSize` bytes each). */
export function nalTypes(sample: Uint8Array, lengthSize: number): number[] {
  const types: number[] = [];
  for (let at = 0; at < sample.length;) {
    let length = 0;
    for (let index = 0; index < lengthSize; index += 1) length = length * 256 + sample[at + index]!;
    types.push(sample[at + lengthSize]! & 0x1f);
    at += lengthSize + length;
    if (at > sample.length) throw new Error('A NAL unit overruns its sample');
  }
  return types;
}

function boxes(bytes: Buffer, start: number, end: number): Span[] {
  const found: Span[] = [];
  for (let at = start; at < end;) {
    let size = bytes.readUInt32BE(at);
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    else if (size === 0) size = end - at;
    if (size < 8 || at + size > end) throw new Error(`Bad box size at ${at}`);
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at, end: at + size });
    at += size;
  }
  return found;
}

function only(spans: Span[], type: string): Span {
  const found = spans.filter((span) => span.type === type);
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0]!;
}

/** mvhd's or mdhd's timescale and duration. */
function fullBoxTimes(bytes: Buffer, box: Span): { timescale: number; duration: number } {
  const version = bytes[box.start + 8]!;
  const at = box.start + 12 + (version === 1 ? 16 : 8);
  return { timescale: bytes.readUInt32BE(at), duration: version === 1 ? Number(bytes.readBigUInt64BE(at + 4)) : bytes.readUInt32BE(at + 4) };
}

function readStsz(bytes: Buffer, box: Span): number[] {
  const fixed = bytes.readUInt32BE(box.start + 12);
  const count = bytes.readUInt32BE(box.start + 16);
  return Array.from({ length: count }, (_, index) => fixed || bytes.readUInt32BE(box.start + 20 + index * 4));
}

/** A table box's entries, each `perEntry` numbers of `width` bytes. */
function readWords(bytes: Buffer, box: Span, width: 4 | 8, perEntry: number): number[][] {
  const count = bytes.readUInt32BE(box.start + 12);
  return Array.from({ length: count }, (_, entry) =>
    Array.from({ length: perEntry }, (_, index) => {
      const at = box.start + 16 + (entry * perEntry + index) * width;
      return width === 8 ? Number(bytes.readBigUInt64BE(at)) : bytes.readUInt32BE(at);
    }),
  );
}
