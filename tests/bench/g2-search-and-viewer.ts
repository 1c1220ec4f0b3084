// G2: a page's worth of API work (a templates search of 20 results and the viewer's balance,
// signed in by cookie) through the full server vs bare node:http calling the same services
// (tests/bench/servers/bareServices.ts). Target: throughput ratio ≥ 0.6; p99 ≤ 10 ms at 16
// connections. The app answers the repeated query from its response cache
// (api/graphql/responseCache.ts) after its per-request session check; the bare services compute
// every answer. Alternating rounds, medians. On the embedded PGlite, then on a PostgreSQL
// database of its own when the local server answers (BENCH_POSTGRES_URL).
import { isDeepStrictEqual } from 'node:util';
import { load, median, report, startServer, stopServer, type LoadResult } from './lib';
import { signUpForBench } from './servers/benchApp';
import { withThrowawayDatabase } from './servers/throwawayDatabase';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 16;
const body = JSON.stringify({
  query:
    'query G2($search: String) { templates(search: $search, first: 20) { totalCount edges { node { id slug name url width height isGif } } } viewer { id tokens } }',
  variables: { search: 'cat' },
});

const url = (port: number) => `http://127.0.0.1:${port}/graphql`;
const headers = (cookie: string) => ({ 'content-type': 'application/json', cookie });
type Row = Parameters<typeof report>[0][number];

/** The G2 rows for one database: `env` goes to both servers (BENCH_DATABASE_URL, or none for PGlite). */
async function measure(database: string, env: Record<string, string>): Promise<Row[]> {
  const app = await startServer('tests/bench/servers/fullApp.ts', [], env);
  const bare = await startServer('tests/bench/servers/bareServices.ts', [], env);
  try {
    const cookies = { app: await signUpForBench(fetch, `http://127.0.0.1:${app.port}`), bare: /COOKIE=(\S+)/.exec(bare.output)![1]! };
    // Both must do the same work: the same answer (ids differ only where the users do), 20 results, a balance.
    const answers = await Promise.all(
      (
        [
          [app.port, cookies.app],
          [bare.port, cookies.bare],
        ] as const
      ).map(async ([port, cookie]) => {
        const response = await fetch(url(port), { method: 'POST', body, headers: headers(cookie) });
        const json = (await response.json()) as { data: { templates: { edges: unknown[] }; viewer: { id: string; tokens: number } | null } };
        if (!json.data.viewer) throw new Error(`G2: the server on ${port} did not see the signed-in user`);
        return { ...json.data, viewer: { tokens: json.data.viewer.tokens } };
      }),
    );
    if (!isDeepStrictEqual(answers[0], answers[1])) throw new Error(`G2: the two servers answer differently:\n${JSON.stringify(answers)}`);
    if (answers[0]!.templates.edges.length !== 20) throw new Error('G2: the search must return a full page of 20');

    const run = (port: number, cookie: string) =>
      load({ url: url(port), connections: CONNECTIONS, seconds: SECONDS, method: 'POST', body, headers: headers(cookie) });
    await run(app.port, cookies.app); // warm-up: JIT, caches, the database
    await run(bare.port, cookies.bare);
    const results = { app: [] as LoadResult[], bare: [] as LoadResult[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      results.app.push(await run(app.port, cookies.app));
      results.bare.push(await run(bare.port, cookies.bare));
    }
    const rps = (list: LoadResult[]) => median(list.map((r) => r.rps));
    const ratio = rps(results.app) / rps(results.bare);
    const p99 = median(results.app.map((r) => r.p99));
    const errors = [...results.app, ...results.bare].reduce((sum, r) => sum + r.errors, 0);
    return [
      {
        id: 'G2',
        what: `${database}: throughput app/bare at ${CONNECTIONS} connections (${Math.round(rps(results.app))} vs ${Math.round(rps(results.bare))} req/s)`,
        value: ratio.toFixed(2),
        target: '≥ 0.6',
        ok: ratio >= 0.6,
      },
      {
        id: 'G2',
        what: `${database}: p99 latency at ${CONNECTIONS} connections (p50 ${median(results.app.map((r) => r.p50))} ms; bare p99 ${median(results.bare.map((r) => r.p99))} ms)`,
        value: `${p99} ms`,
        target: '≤ 10 ms',
        ok: p99 <= 10,
      },
      { id: 'G2', what: `${database}: errors + timeouts + non-2xx`, value: String(errors), target: '0', ok: errors === 0 },
    ];
  } finally {
    await Promise.all([stopServer(app.child), stopServer(bare.child)]);
  }
}

const rows = await measure('PGlite', {});
const postgres = await withThrowawayDatabase(`meme_g2_${process.pid}`, (databaseUrl) => measure('PostgreSQL', { BENCH_DATABASE_URL: databaseUrl }));
if ('skipped' in postgres) console.log(`G2 on PostgreSQL skipped: ${postgres.skipped}`);
else rows.push(...postgres.result);
process.exitCode = report(rows) ? 0 : 1;
