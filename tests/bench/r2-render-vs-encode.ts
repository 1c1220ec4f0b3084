// R2: a full meme render (decode the 800×800 template, draw two outlined captions with shadow,
// read the pixels, encode the PNG) vs the floor: encoding the same finished canvas to PNG alone.
// Target: ratio ≤ 1.5. Same thread for both (no worker hop), alternating rounds, medians.
import { createCanvas } from '@napi-rs/canvas';
import { withBundledFonts } from '../../api/render/worker/fonts';
import { decodeImage } from '../../api/render/worker/loadImage';
import { encodePng } from '../../api/render/worker/encodePng';
import { renderStill } from '../../api/render/worker/renderStill';
import { renderMemeFrame } from '../../core/render/renderMeme';
import { median, report } from './lib';
import { CAPTIONS, percentile, photoJpeg, timeMs } from './servers/renderFixtures';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 10);

const photo = photoJpeg();
const job = { format: 'png' as const, background: photo.bytes, captions: CAPTIONS };
// The floor's canvas: the very picture the full render produces.
const background = await decodeImage(photo.bytes);
const canvas = createCanvas(background.width, background.height);
const ctx = canvas.getContext('2d');
renderMemeFrame(withBundledFonts(ctx), { width: canvas.width, height: canvas.height, background, captions: CAPTIONS });
const full = () => renderStill(job);
const warm = () => renderStill({ ...job, backgroundKey: 'r2-photo' });
const floor = () => encodePng(ctx.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);

for (let index = 0; index < 5; index += 1) await Promise.all([full(), warm(), floor()]);
const samples = { full: [] as number[], warm: [] as number[], floor: [] as number[] };
const rounds = { full: [] as number[], warm: [] as number[], floor: [] as number[] };
for (let round = 0; round < ROUNDS; round += 1) {
  const current = { full: [] as number[], warm: [] as number[], floor: [] as number[] };
  for (let index = 0; index < PER_ROUND; index += 1) {
    current.full.push(await timeMs(full));
    current.floor.push(await timeMs(floor));
    current.warm.push(await timeMs(warm));
  }
  for (const key of ['full', 'warm', 'floor'] as const) {
    rounds[key].push(median(current[key]));
    samples[key].push(...current[key]);
  }
}
const ratio = median(rounds.full) / median(rounds.floor);
const warmRatio = median(rounds.warm) / median(rounds.floor);
const describe = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} / p99 ${percentile(values, 99).toFixed(1)} ms`;
const ok = report([
  {
    id: 'R2',
    what: `full render (decode each time) / PNG encode alone (${describe(samples.full)} vs ${describe(samples.floor)})`,
    value: ratio.toFixed(2),
    target: '≤ 1.5',
    ok: ratio <= 1.5,
  },
  {
    id: 'R2',
    what: `full render, template decoded already / PNG encode alone (${describe(samples.warm)})`,
    value: warmRatio.toFixed(2),
    target: '≤ 1.5',
    ok: warmRatio <= 1.5,
  },
]);
process.exitCode = ok ? 0 : 1;
