// M1 (PERFORMANCE.md): an animated meme written as MP4 (H.264, WebAssembly) against the same meme
// written as GIF, same captions, same worker (a pool of one, so the GIF is not split over two).
// Two pictures: a real GIF template as the app serves it (the animated take on a photo of Two
// Buttons' shape, 317×480: 12 frames, odd width), and the 30-frame 480×480 panning photo GIF of
// R5. Time: ratio of the medians of round medians, rounds alternate the formats; p50/p99 over
// every sample. Size: MP4 bytes / GIF bytes. Targets: time ≤ 1.5, size ≤ 0.25.
import { drawAnimatedTake } from '../../api/render/artwork/animatedTake';
import { createRenderer } from '../../api/render/renderer';
import type { OutputFormat } from '../../api/render/job';
import { getTemplate } from '../../api/templates/catalogue/catalogue';
import { readMp4 } from '../helpers/mp4';
import { rawDelays } from '../helpers/gifFixtures';
import { median, report } from './lib';
import { photoJpeg, videoGif } from './servers/mediaFixtures';
import { CAPTIONS, percentile, timeMs } from './servers/renderFixtures';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 3);

const template = getTemplate('two-buttons-animated')!;
const [photo, panning] = await Promise.all([photoJpeg(), videoGif()]);
const take = (await drawAnimatedTake(photo, template)).bytes;
const renderer = createRenderer({ size: 1 });

type Measured = { samples: number[]; rounds: number[]; bytes: number; frames: number };

async function compare(background: Buffer): Promise<Record<'gif' | 'mp4', Measured>> {
  const render = (format: OutputFormat) => renderer.render(format, { background, captions: CAPTIONS, backgroundKey: `m1-${background.length}` });
  const [gif, mp4] = [await render('gif'), await render('mp4')];
  const results = {
    gif: { samples: [] as number[], rounds: [] as number[], bytes: gif.length, frames: rawDelays(gif).length },
    mp4: { samples: [] as number[], rounds: [] as number[], bytes: mp4.length, frames: readMp4(mp4).tracks[0]!.samples.length },
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const current = { gif: [] as number[], mp4: [] as number[] };
    for (let index = 0; index < PER_ROUND; index += 1) {
      for (const format of ['gif', 'mp4'] as const) current[format].push(await timeMs(() => render(format)));
    }
    for (const format of ['gif', 'mp4'] as const) {
      results[format].rounds.push(median(current[format]));
      results[format].samples.push(...current[format]);
    }
  }
  return results;
}

const describe = (measured: Measured) =>
  `p50 ${percentile(measured.samples, 50).toFixed(0)} / p99 ${percentile(measured.samples, 99).toFixed(0)} ms, ${Math.round(measured.bytes / 1024)} KiB, ${measured.frames} frames`;

try {
  const rows = [];
  for (const [name, background] of [
    [`GIF template ${template.id} (animated take on a photo)`, take],
    ['30 × 480×480 panning photo', panning],
  ] as const) {
    const { gif, mp4 } = await compare(background);
    const time = median(mp4.rounds) / median(gif.rounds);
    const size = mp4.bytes / gif.bytes;
    rows.push(
      { id: 'M1', what: `MP4/GIF time, ${name} (MP4 ${describe(mp4)}; GIF ${describe(gif)})`, value: time.toFixed(2), target: '≤ 1.5', ok: time <= 1.5 },
      { id: 'M1', what: `MP4/GIF size, ${name}`, value: size.toFixed(3), target: '≤ 0.25', ok: size <= 0.25 },
    );
  }
  process.exitCode = report(rows) ? 0 : 1;
} finally {
  await renderer.pool.close();
}
