// Inputs and tools shared by the rendering benchmarks (R1–R4): ImageMagick as the peer, a
// photo-like 800×800 JPEG and a 30-frame 480×480 video-like GIF, made once and kept.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { latinFontFile, withBundledFonts } from '../../../api/render/worker/fonts';
import { layoutMemeCaptions } from '../../../core/render/renderMeme';
import { median } from '../lib';

export const CONVERT = process.env.CONVERT ?? '/usr/bin/convert';
const DIR = 'tests/.tmp/bench';

/** Exits with a clear message when ImageMagick is missing (`apt-get install imagemagick`). */
export function requireImageMagick(): void {
  if (!existsSync(CONVERT)) {
    console.error(`ImageMagick not found at ${CONVERT}: apt-get install imagemagick (or set CONVERT)`);
    process.exit(2);
  }
}

/** The bundled font file both sides draw with (Latin subset of Anton, woff2). */
export const FONT_FILE = latinFontFile();

function made(name: string, args: string[]): string {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, name);
  if (!existsSync(file)) execFileSync(CONVERT, [...args, file]);
  return file;
}

/** An 800×800 photo-like JPEG (blurred plasma), as template originals usually are. */
export function photoJpeg(): { file: string; bytes: Buffer } {
  const file = made('photo-800.jpg', ['-seed', '42', '-size', '800x800', 'plasma:fractal', '-blur', '0x2', '-quality', '88']);
  return { file, bytes: readFileSync(file) };
}

/**
 * A 30-frame GIF of a slowly panning picture, `side` × `side` (480 by default), 128 colours, 40 ms
 * a frame, looping. Larger ones are not dithered: a dithered 640 px one would be 6.4 MB, past the
 * 5 MiB that any input may have.
 */
export function videoGif(side = 480): { file: string; bytes: Buffer } {
  const frames = Array.from({ length: 30 }, (_, index) => ['(', 'mpr:base', '-crop', `${side}x${side}+${index * 2}+${index * 2}`, ')']).flat();
  const base = ['-seed', '3', '-size', `${side + 80}x${side + 80}`, 'plasma:fractal', '-blur', '0x3', '-write', 'mpr:base', '+delete'];
  const animation = ['+repage', '-set', 'delay', '4', '-loop', '0', ...(side > 480 ? ['+dither'] : []), '-colors', '128'];
  const file = made(`video-${side}x30.gif`, [...base, ...frames, ...animation]);
  return { file, bytes: readFileSync(file) };
}

/** The two captions every render benchmark draws (uppercase, as the classic style draws them). */
export const CAPTIONS = [
  { id: 'top', text: 'WHEN THE BENCHMARK', position: 'top' as const },
  { id: 'bottom', text: 'FINALLY RUNS', position: 'bottom' as const },
];

/**
 * ImageMagick arguments drawing CAPTIONS like our classic style on a `side` px square picture:
 * the same font file, the size and outline width our renderer fits them at, the outline drawn
 * first, then the white fill on top, 40 px from the top and bottom edges.
 */
export function annotateArgs(side: number): string[] {
  const [top, bottom] = CAPTIONS;
  const ctx = withBundledFonts(createCanvas(side, side).getContext('2d'));
  const [fitted] = layoutMemeCaptions(ctx, { width: side, height: side, background: null, captions: CAPTIONS });
  const pointSize = fitted!.fontSize;
  const pass = (stroke: boolean) => [
    '-stroke',
    stroke ? 'black' : 'none',
    '-strokewidth',
    stroke ? String(fitted!.outlineWidth) : '0',
    '-gravity',
    'north',
    '-annotate',
    '+0+40',
    top!.text,
    '-gravity',
    'south',
    '-annotate',
    '+0+40',
    bottom!.text,
  ];
  return ['-font', FONT_FILE, '-pointsize', String(pointSize), '-fill', 'white', ...pass(true), ...pass(false)];
}

/** Milliseconds taken by `run`. */
export async function timeMs(run: () => Promise<unknown> | unknown): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The p-th percentile (0–100) of some numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Times ours and the peer alternately, `perRound` of each in each of `rounds` (and `extra`, a
 * variant of ours shown for reference, after each pair). Returns every sample and the ratio of
 * the medians of the rounds' medians, ours / peer.
 */
export async function alternate(
  { rounds, perRound }: { rounds: number; perRound: number },
  runs: { ours: () => Promise<unknown>; peer: () => Promise<unknown>; extra: () => Promise<unknown> },
): Promise<{ ratio: number; samples: { ours: number[]; peer: number[]; extra: number[] } }> {
  const samples = { ours: [] as number[], peer: [] as number[], extra: [] as number[] };
  const medians = { ours: [] as number[], peer: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    const oursRound: number[] = [];
    const peerRound: number[] = [];
    for (let index = 0; index < perRound; index += 1) {
      oursRound.push(await timeMs(runs.ours));
      peerRound.push(await timeMs(runs.peer));
      samples.extra.push(await timeMs(runs.extra));
    }
    medians.ours.push(median(oursRound));
    medians.peer.push(median(peerRound));
    samples.ours.push(...oursRound);
    samples.peer.push(...peerRound);
  }
  return { ratio: median(medians.ours) / median(medians.peer), samples };
}
