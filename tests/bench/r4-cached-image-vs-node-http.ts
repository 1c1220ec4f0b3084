// R4: a cached rendered meme served by the full app (routing, template lookup, request parsing,
// content-hash key, in-memory cache) vs bare node:http sending the same bytes from memory.
// Target: throughput ratio ≥ 0.8 at 10 connections. Alternating rounds, medians, p50/p99 shown.
import { writeFileSync } from 'node:fs';
import { templateCatalogue } from '../../api/templates/catalogue/catalogue';
import { load, median, report, startServer, stopServer, type LoadResult } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

// A template drawn by the app itself (no image host needed); its render is cached after one request.
const template = templateCatalogue().find((entry) => !entry.isGif && !entry.sourcePath)!;
const path = `/media/render/${template.id}.png?c=${encodeURIComponent('WHEN THE CACHE')}&c=${encodeURIComponent('ACTUALLY HITS')}`;

const app = await startServer('tests/bench/servers/fullApp.ts');
let bare: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const first = await fetch(`http://127.0.0.1:${app.port}${path}`);
  if (first.status !== 200) throw new Error(`the app answered ${first.status}: ${await first.text()}`);
  const image = Buffer.from(await first.arrayBuffer());
  writeFileSync('tests/.tmp/bench/r4-image.png', image);
  bare = await startServer('tests/bench/servers/bareImage.ts', ['tests/.tmp/bench/r4-image.png', first.headers.get('etag')!]);
  const run = (port: number, target: string) => load({ url: `http://127.0.0.1:${port}${target}`, connections: 10, seconds: SECONDS });
  await run(app.port, path);
  await run(bare.port, '/');
  const results = { app: [] as LoadResult[], bare: [] as LoadResult[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    results.app.push(await run(app.port, path));
    results.bare.push(await run(bare.port, '/'));
  }
  const rps = (list: LoadResult[]) => median(list.map((result) => result.rps));
  const latency = (list: LoadResult[]) => `p50 ${median(list.map((result) => result.p50))} / p99 ${median(list.map((result) => result.p99))} ms`;
  const ratio = rps(results.app) / rps(results.bare);
  const errors = [...results.app, ...results.bare].reduce((sum, result) => sum + result.errors, 0);
  const ok = report([
    {
      id: 'R4',
      what: `cached ${Math.round(image.length / 1024)} KiB PNG, app/bare at 10 connections (${Math.round(rps(results.app))} vs ${Math.round(rps(results.bare))} req/s; ${latency(results.app)} vs ${latency(results.bare)})`,
      value: ratio.toFixed(2),
      target: '≥ 0.8',
      ok: ratio >= 0.8,
    },
    { id: 'R4', what: 'errors + timeouts + non-2xx', value: String(errors), target: '0', ok: errors === 0 },
  ]);
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all([stopServer(app.child), bare && stopServer(bare.child)]);
}
