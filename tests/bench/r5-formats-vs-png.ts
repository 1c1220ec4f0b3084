// R5: the image URL API's other formats against the ones they stand beside, same meme, same worker:
// the 800×800 photo meme of R1 (two outlined captions) as JPEG (quality 88) and WebP (85) vs PNG,
// and a 30-frame 480×480 GIF meme as an animated WebP (our GIF transcoded by libvips) vs the GIF.
// Ratios are medians of round medians, rounds alternate the formats; p50/p99 over every sample.
// One worker (size 1), so the GIF is not split and both animated formats get the same resources;
// the app's pool of 2 splits a long GIF (not the WebP, which needs the whole GIF), for reference.
// Pictures from mediaFixtures.ts (no ImageMagick needed). Targets (ours): JPEG no slower than PNG,
// WebP ≤ 1.5 × PNG, animated WebP ≤ 2 × GIF.
import { createRenderer } from '../../api/render/renderer';
import type { OutputFormat } from '../../api/render/job';
import { median, report } from './lib';
import { photoJpeg, videoGif } from './servers/mediaFixtures';
import { CAPTIONS, percentile, timeMs } from './servers/renderFixtures';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 6);
const GIF_PER_ROUND = Number(process.env.BENCH_GIF_PER_ROUND ?? 2);

const [photo, gif] = await Promise.all([photoJpeg(), videoGif()]);
const renderer = createRenderer({ size: 1 });
const pool = createRenderer();

type Measured = { samples: number[]; rounds: number[]; bytes: number };

/** Alternates `formats` on `background`, PER_ROUND renders of each per round. */
async function compare(background: Buffer, formats: OutputFormat[], perRound: number, with_ = renderer): Promise<Record<string, Measured>> {
  const render = (format: OutputFormat) => with_.render(format, { background, captions: CAPTIONS, backgroundKey: `r5-${background.length}` });
  const results: Record<string, Measured> = {};
  for (const format of formats) results[format] = { samples: [], rounds: [], bytes: (await render(format)).length };
  for (let round = 0; round < ROUNDS; round += 1) {
    const current: Record<string, number[]> = Object.fromEntries(formats.map((format) => [format, []]));
    for (let index = 0; index < perRound; index += 1) for (const format of formats) current[format]!.push(await timeMs(() => render(format)));
    for (const format of formats) {
      results[format]!.rounds.push(median(current[format]!));
      results[format]!.samples.push(...current[format]!);
    }
  }
  return results;
}

const describe = (measured: Measured, unit = 'KiB') =>
  `p50 ${percentile(measured.samples, 50).toFixed(1)} / p99 ${percentile(measured.samples, 99).toFixed(1)} ms, ${Math.round(measured.bytes / 1024)} ${unit}`;
const ratio = (a: Measured, b: Measured) => median(a.rounds) / median(b.rounds);

try {
  const still = await compare(photo, ['png', 'jpg', 'webp'], PER_ROUND);
  const animated = await compare(gif, ['gif', 'webp'], GIF_PER_ROUND);
  const inPool = await compare(gif, ['gif', 'webp'], 1, pool);
  const jpg = ratio(still.jpg!, still.png!);
  const webp = ratio(still.webp!, still.png!);
  const moving = ratio(animated.webp!, animated.gif!);
  const ok = report([
    {
      id: 'R5',
      what: `JPEG/PNG render, 800×800 photo meme (JPEG ${describe(still.jpg!)}; PNG ${describe(still.png!)})`,
      value: jpg.toFixed(2),
      target: '≤ 1.0',
      ok: jpg <= 1,
    },
    { id: 'R5', what: `WebP/PNG render, same meme (WebP ${describe(still.webp!)})`, value: webp.toFixed(2), target: '≤ 1.5', ok: webp <= 1.5 },
    {
      id: 'R5',
      what: `animated WebP/GIF, 30 × 480×480 frames, one worker (WebP ${describe(animated.webp!)}; GIF ${describe(animated.gif!)})`,
      value: moving.toFixed(2),
      target: '≤ 2.0',
      ok: moving <= 2,
    },
    {
      id: 'R5',
      what: `app pool of 2 (GIF split over both): GIF p50 ${percentile(inPool.gif!.samples, 50).toFixed(0)} ms, animated WebP p50 ${percentile(inPool.webp!.samples, 50).toFixed(0)} ms`,
      value: ratio(inPool.webp!, inPool.gif!).toFixed(2),
      target: '—',
      ok: true,
    },
  ]);
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all([renderer.pool.close(), pool.pool.close()]);
}
