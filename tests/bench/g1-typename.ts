// G1: `{ __typename }` through the full server vs bare node:http returning the same JSON.
// Target: throughput ratio ≥ 0.5; p99 ≤ 2 ms at 1 connection. Alternating rounds, medians.
// graphql-yoga alone on node:http is measured too: the share of the gap that is our own code.
import { load, median, report, startServer, stopServer, type LoadResult } from './lib';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const body = JSON.stringify({ query: '{ __typename }' });
const headers = { 'content-type': 'application/json' };

const app = await startServer('tests/bench/servers/fullApp.ts');
const bare = await startServer('tests/bench/servers/bareHttp.ts');
const yoga = await startServer('tests/bench/servers/bareYoga.ts');
const run = (port: number, connections: number) =>
  load({ url: `http://127.0.0.1:${port}/graphql`, connections, seconds: SECONDS, method: 'POST', body, headers });

try {
  // warm-up: JIT, caches, PGlite
  await run(app.port, 10);
  await run(bare.port, 10);
  await run(yoga.port, 10);
  const results = { app10: [] as LoadResult[], bare10: [] as LoadResult[], yoga10: [] as LoadResult[], app1: [] as LoadResult[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    results.app10.push(await run(app.port, 10));
    results.bare10.push(await run(bare.port, 10));
    results.yoga10.push(await run(yoga.port, 10));
    results.app1.push(await run(app.port, 1));
  }
  const rps = (list: LoadResult[]) => median(list.map((r) => r.rps));
  const ratio = rps(results.app10) / rps(results.bare10);
  const p99At1 = median(results.app1.map((r) => r.p99));
  const yogaRatio = rps(results.yoga10) / rps(results.bare10);
  const errors = [...results.app10, ...results.bare10, ...results.yoga10, ...results.app1].reduce((sum, r) => sum + r.errors, 0);
  const ok = report([
    {
      id: 'G1',
      what: `throughput app/bare at 10 connections (${Math.round(rps(results.app10))} vs ${Math.round(rps(results.bare10))} req/s)`,
      value: ratio.toFixed(2),
      target: '≥ 0.5',
      ok: ratio >= 0.5,
    },
    {
      id: 'G1',
      what: `for reference: Yoga alone / bare (${Math.round(rps(results.yoga10))} req/s); app / Yoga alone ${(rps(results.app10) / rps(results.yoga10)).toFixed(2)}`,
      value: yogaRatio.toFixed(2),
      target: '—',
      ok: true,
    },
    {
      id: 'G1',
      what: `p99 latency at 1 connection (p50 ${median(results.app1.map((r) => r.p50))} ms)`,
      value: `${p99At1} ms`,
      target: '≤ 2 ms',
      ok: p99At1 <= 2,
    },
    { id: 'G1', what: 'errors + timeouts + non-2xx', value: String(errors), target: '0', ok: errors === 0 },
  ]);
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all([stopServer(app.child), stopServer(bare.child), stopServer(yoga.child)]);
}
