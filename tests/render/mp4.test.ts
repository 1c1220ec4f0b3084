// MP4 memes: the H.264 encoder's own file made "fast start" with each frame's duration and its key
// frames (api/render/worker/mp4FastStart.ts), and GIFs rendered as MP4 through the real worker
// pool, read back with an independent box reader (tests/helpers/mp4.ts).
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderError } from '../../api/render/errors';
import { createRenderer } from '../../api/render/renderer';
import { fastStartMp4 } from '../../api/render/worker/mp4FastStart';
import { makeGif, rawDelays, type Rgba } from '../helpers/gifFixtures';
import { nalTypes, readMp4 } from '../helpers/mp4';
import { solidCanvas } from '../helpers/pixels';

const renderer = createRenderer({ size: 1 });
afterAll(() => renderer.pool.close());

const NAL_IDR = 5;

/**
 * The encoder's file as it writes it, for `frames` grey frames of 64×48 that each differ: made in
 * a child process, since the encoder's runtime adds process-wide error handlers.
 */
function rawEncoderOutput(frames: number): Buffer {
  const script = `
    const { createH264Writer } = await import(${JSON.stringify(new URL('../../api/render/worker/h264.ts', import.meta.url).href)});
    const writer = await createH264Writer(64, 48);
    for (let frame = 0; frame < ${frames}; frame += 1) {
      const i420 = new Uint8Array(64 * 48 * 1.5).fill(128);
      i420.fill(40 + frame * 3, 0, 64 * 48);
      for (let at = frame; at < 64 * 48; at += 17) i420[at] = 230;
      writer.add(i420);
    }
    process.stdout.write(Buffer.from(writer.finish()).toString('base64'));
    writer.dispose();`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return Buffer.from(output, 'base64');
}

describe('fastStartMp4', () => {
  const raw = rawEncoderOutput(60);
  const durations = Array.from({ length: 60 }, (_, index) => (index % 3 === 0 ? 40 : 70));

  it('moves the moov before the frames, which stay byte for byte what they were', () => {
    const before = readMp4(raw);
    // Why the function exists: the encoder writes the moov last.
    expect(before.topLevel.indexOf('moov')).toBeGreaterThan(before.topLevel.indexOf('mdat'));
    const finished = fastStartMp4(raw, durations);
    const after = readMp4(finished);
    expect(after.topLevel).toEqual(['ftyp', 'moov', 'mdat']);
    expect(after.tracks).toHaveLength(1);
    const [track] = after.tracks;
    expect(track!.samples).toHaveLength(60);
    track!.samples.forEach((sample, index) => expect(Buffer.from(sample).equals(Buffer.from(before.tracks[0]!.samples[index]!)), `sample ${index}`).toBe(true));
    // Only the padding (free boxes) and the moov's new tables change the length.
    expect(finished.length).toBeLessThan(raw.length + 400);
  });

  it('gives each frame its own duration, in milliseconds, and the movie their sum', () => {
    const { movieTimescale, movieDuration, tracks } = readMp4(fastStartMp4(raw, durations));
    expect(readMp4(raw).tracks[0]!.sampleDurations.every((duration) => duration === readMp4(raw).tracks[0]!.sampleDurations[0])).toBe(true);
    expect(tracks[0]!.timescale).toBe(1000);
    expect(tracks[0]!.sampleDurations).toEqual(durations);
    const total = durations.reduce((sum, duration) => sum + duration, 0);
    expect(tracks[0]!.duration).toBe(total);
    expect(movieDuration / movieTimescale).toBe(total / 1000);
  });

  it('marks as key frames exactly the samples that hold an IDR picture', () => {
    // The encoder flags every sample a key frame (no stss), though most are P frames.
    expect(readMp4(raw).tracks[0]!.syncSamples).toHaveLength(60);
    const track = readMp4(fastStartMp4(raw, durations)).tracks[0]!;
    const idr = track.samples.flatMap((sample, index) => (nalTypes(sample, track.avc!.lengthSize).includes(NAL_IDR) ? [index + 1] : []));
    expect(idr[0]).toBe(1);
    expect(idr.length).toBeGreaterThan(1);
    expect(idr.length).toBeLessThan(60);
    expect(track.syncSamples).toEqual(idr);
  });

  it('refuses durations that do not fit the frames', () => {
    expect(() => fastStartMp4(raw, durations.slice(1))).toThrow('The video has 60 frames, 59 durations given');
    expect(() => fastStartMp4(raw, [...durations.slice(1), 0])).toThrow('Frame durations must be whole positive milliseconds');
    expect(() => fastStartMp4(raw.subarray(0, raw.length - 10), durations)).toThrow();
  });
});

describe('render as MP4', () => {
  const CLEAR: Rgba = [0, 0, 0, 0];
  // 41×31 (odd sides), four frames with a zero delay among them, the first one partly transparent.
  const delays = [3, 60, 7, 0];
  const source = makeGif(
    41,
    31,
    delays.map((delay, number) => ({
      delayCentiseconds: delay,
      paint: (x: number, y: number): Rgba => (number === 0 && x < 10 ? CLEAR : [(x * 6 + number * 40) & 0xf0, (y * 8) & 0xf0, 120, 255]),
    })),
  );

  it('writes one H.264 4:2:0 video track, no sound, even sides, a sample per GIF frame lasting as long', async () => {
    const bytes = await renderer.render('mp4', { background: source, captions: [{ id: 'top', text: 'MP4', position: 'top' }] });
    const mp4 = readMp4(bytes);
    expect(mp4.topLevel).toEqual(['ftyp', 'moov', 'mdat']);
    expect(mp4.tracks.map((track) => track.handler)).toEqual(['vide']);
    const [video] = mp4.tracks;
    expect(video!.sampleEntry).toBe('avc1');
    expect([video!.width, video!.height]).toEqual([40, 30]);
    expect(video!.avc).toMatchObject({ chromaFormat: 1, codedWidth: 40, codedHeight: 30 });
    expect([66, 77, 100]).toContain(video!.avc!.profile);
    expect(video!.samples).toHaveLength(rawDelays(source).length);
    // Browsers show a GIF frame of 0 (or 10) ms for 100 ms; the MP4 frame lasts that long.
    expect(video!.sampleDurations).toEqual([30, 600, 70, 100]);
    expect(video!.duration / video!.timescale).toBeCloseTo(0.8, 6);
    expect(video!.syncSamples[0]).toBe(1);
  });

  it('scales to the size asked for, an odd side made even', async () => {
    const bytes = await renderer.render('mp4', { background: source, captions: [] }, { size: { width: 101 } });
    const [video] = readMp4(bytes).tracks;
    // 101 × round(101 × 31 / 41) = 101 × 76, less the odd column.
    expect([video!.width, video!.height, video!.avc!.codedWidth, video!.avc!.codedHeight]).toEqual([100, 76, 100, 76]);
    expect(video!.samples).toHaveLength(4);
  });

  it('holds a scaled MP4 to the pixel budget of one render, before any work', async () => {
    const long = makeGif(
      64,
      64,
      Array.from({ length: 20 }, (_, index) => ({ paint: [index * 12, 0, 0, 255] as Rgba, delayCentiseconds: 5 })),
    );
    const refused = await renderer.render('mp4', { background: long, captions: [] }, { size: { width: 2048 } }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'too-many-pixels', httpStatus: 422 });
    expect(readMp4(await renderer.render('mp4', { background: long, captions: [] }, { size: { width: 512 } })).tracks[0]!.samples).toHaveLength(20);
  });

  it('refuses a picture that is not a GIF', async () => {
    const png = solidCanvas(40, 30, '#dc1e1e').toBuffer('image/png');
    const refused = await renderer.render('mp4', { background: png, captions: [] }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderError);
    expect(refused).toMatchObject({ code: 'not-animated', httpStatus: 400, message: 'Only a GIF can be rendered as an MP4' });
  });
});
