// R1: an 800×800 PNG meme with two outlined captions, rendered by our worker pool, vs ImageMagick
// `convert -annotate` drawing the same captions with the same font file and size.
// Target: time ratio ≤ 0.25; our p50 ≤ 25 ms. Alternating rounds, medians of round medians.
// "cold" decodes the JPEG every time, as ImageMagick does; "warm" is a popular template whose
// decoded pixels the worker kept (the app passes a content hash so it can).
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';
import { createRenderer } from '../../api/render/renderer';
import { report } from './lib';
import { CAPTIONS, CONVERT, alternate, annotateArgs, percentile, photoJpeg, requireImageMagick } from './servers/renderFixtures';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 8);
const run = promisify(execFile);

requireImageMagick();
const photo = photoJpeg();
const renderer = createRenderer({ size: 1 });
const ours = () => renderer.renderPng({ background: photo.bytes, captions: CAPTIONS });
const oursWarm = () => renderer.renderPng({ background: photo.bytes, captions: CAPTIONS, backgroundKey: 'r1-photo' });
const peerArgs = annotateArgs(800);
const peer = () => run(CONVERT, [photo.file, ...peerArgs, 'tests/.tmp/bench/r1-imagemagick.png']);

try {
  for (let warm = 0; warm < 3; warm += 1) await Promise.all([ours(), peer()].map((job) => job));
  const { ratio, samples: timed } = await alternate({ rounds: ROUNDS, perRound: PER_ROUND }, { ours, peer, extra: oursWarm });
  const samples = { ...timed, warm: timed.extra };
  const p50 = percentile(samples.ours, 50);
  const warm50 = percentile(samples.warm, 50);
  const ourSize = (await ours()).length;
  const peerSize = statSync('tests/.tmp/bench/r1-imagemagick.png').size;
  const ok = report([
    {
      id: 'R1',
      what: `time ours (cold)/ImageMagick (p50 ${p50.toFixed(1)} vs ${percentile(samples.peer, 50).toFixed(1)} ms; p99 ${percentile(samples.ours, 99).toFixed(1)} vs ${percentile(samples.peer, 99).toFixed(1)} ms)`,
      value: ratio.toFixed(3),
      target: '≤ 0.25',
      ok: ratio <= 0.25,
    },
    {
      id: 'R1',
      what: `our p50, cold decode (p99 ${percentile(samples.ours, 99).toFixed(1)} ms; PNG ${Math.round(ourSize / 1024)} KiB vs ImageMagick's ${Math.round(peerSize / 1024)} KiB)`,
      value: `${p50.toFixed(1)} ms`,
      target: '≤ 25 ms',
      ok: p50 <= 25,
    },
    {
      id: 'R1',
      what: `our p50, template already decoded in the worker (p99 ${percentile(samples.warm, 99).toFixed(1)} ms)`,
      value: `${warm50.toFixed(1)} ms`,
      target: '≤ 25 ms',
      ok: warm50 <= 25,
    },
  ]);
  process.exitCode = ok ? 0 : 1;
} finally {
  await renderer.pool.close();
}
