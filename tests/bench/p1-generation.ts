// P1: a generation request with the offline engine (the full app: session, GraphQL, validation,
// candidate search, captions, charge, stored memes, response) vs the same request's database work
// alone (the same Prisma calls, in the same order, with nothing around them).
// Target: time ratio ≤ 2.0; p50 ≤ 30 ms. In-process, sequential, alternating A and B rounds, medians.
// Runs on embedded PGlite, and also on PostgreSQL when DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { median, report } from './lib';

// Production mode, as served (Pothos' unused-query check is off there); set before the app loads.
process.env.NODE_ENV = 'production';
const { buildApp } = await import('../../api/app');
const { loadConfig } = await import('../../api/platform/config');
const { applyBalanceChange } = await import('../../api/services/ledger/ledger');
const { nowSeconds, sessionSetCookie } = await import('../../api/auth/session');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 40);
const TARGET_RATIO = 2.0;
const TARGET_P50_MS = 30;

const GENERATE = `mutation P1($input: GenerateMemesInput!) {
  generateMemes(input: $input) {
    __typename
    ... on GenerateMemesSuccess { balance memes { id imageUrl templateId captions { text } } viewer { tokens } }
    ... on UserError { message }
  }
}`;

type Stats = { p50: number; p99: number; samples: number[] };

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: median(sorted), p99: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!, samples };
}

async function measure(kind: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'meme-bench-p1-'));
  const schema = `bench_p1_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = databaseUrl ? Object.assign(new URL(databaseUrl), {}) : undefined;
  url?.searchParams.set('schema', schema);
  const config = {
    ...loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: dataDir }),
    dataDir: 'memory://',
    databaseUrl: url?.toString(),
  };
  const app = await buildApp(config);
  try {
    const prisma = app.deps.prisma;
    const user = await prisma.user.create({ data: { username: `bench${Date.now()}`, password: 'x', tokens: 1_000_000 } });
    const cookie = (await sessionSetCookie({ uid: user.id, v: 0, iat: nowSeconds(), seen: nowSeconds() }, false, app.deps.session)).split(';')[0]!;
    let counter = 0;
    const prompt = () => `Monday mornings before coffee number ${(counter += 1) % 50}`;

    /** A: the whole request, through the app's fetch handler. */
    const fullRequest = async () => {
      const response = await app.fetch(
        new Request('http://localhost:3000/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: GENERATE, variables: { input: { prompt: prompt() } } }),
        }),
      );
      const body = (await response.json()) as { data?: { generateMemes: { __typename: string } } };
      if (body.data?.generateMemes.__typename !== 'GenerateMemesSuccess') throw new Error(`generation failed: ${JSON.stringify(body)}`);
    };

    /** B: the database work of one such request, the same calls in the same order. */
    const databaseOnly = async () => {
      await prisma.user.findUnique({ where: { id: user.id }, select: { id: true, username: true, isAdmin: true, status: true, sessionVersion: true } });
      await prisma.user.findUnique({ where: { id: user.id }, select: { tokens: true } });
      const reference = randomUUID();
      await prisma.$transaction((tx) => applyBalanceChange(tx, { userId: user.id, delta: -1, reason: 'generation', reference }), {
        maxWait: 15_000,
        timeout: 15_000,
      });
      const rows = Array.from({ length: 4 }, (_, index) => ({
        userId: user.id,
        originalText: prompt(),
        uwuText: 'uwu',
        templateId: 'drake-hotline-bling',
        captions: [
          { id: 'drake-hotline-bling:text-1', text: `No ${index}`, position: 'custom' },
          { id: 'drake-hotline-bling:text-2', text: 'Yes', position: 'custom' },
        ],
        type: 'image',
        uploadId: null,
        description: 'Drake Hotline Bling meme: “No” / “Yes”',
      }));
      const created = await prisma.meme.createManyAndReturn({ data: rows, select: { id: true } });
      await prisma.meme.findMany({ where: { id: { in: created.map((meme) => meme.id) } }, orderBy: { id: 'asc' } });
      await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    };

    const timeRound = async (operation: () => Promise<void>) => {
      const samples: number[] = [];
      for (let index = 0; index < PER_ROUND; index += 1) {
        const started = performance.now();
        await operation();
        samples.push(performance.now() - started);
      }
      return samples;
    };

    // Warm-up: JIT, the template search index, prepared statements.
    await timeRound(fullRequest);
    await timeRound(databaseOnly);
    const rounds = { full: [] as number[], db: [] as number[], fullSamples: [] as number[], dbSamples: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const full = await timeRound(fullRequest);
      const db = await timeRound(databaseOnly);
      rounds.full.push(median(full));
      rounds.db.push(median(db));
      rounds.fullSamples.push(...full);
      rounds.dbSamples.push(...db);
    }
    return { kind, full: stats(rounds.fullSamples), db: stats(rounds.dbSamples), ratio: median(rounds.full) / median(rounds.db) };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  }
}

const results = [await measure('pglite', undefined)];
if (process.env.DATABASE_URL) results.push(await measure('postgres', process.env.DATABASE_URL));

const ms = (value: number) => `${value.toFixed(2)} ms`;
const ok = report(
  results.flatMap(({ kind, full, db, ratio }) => [
    {
      id: 'P1',
      what: `${kind}: generation request / its database work alone (p50 ${ms(full.p50)} vs ${ms(db.p50)}; p99 ${ms(full.p99)} vs ${ms(db.p99)})`,
      value: ratio.toFixed(2),
      target: `≤ ${TARGET_RATIO}`,
      ok: ratio <= TARGET_RATIO,
    },
    {
      id: 'P1',
      what: `${kind}: generation request p50 (${ROUNDS}×${PER_ROUND} requests)`,
      value: ms(full.p50),
      target: `≤ ${TARGET_P50_MS} ms`,
      ok: full.p50 <= TARGET_P50_MS,
    },
  ]),
);
process.exitCode = ok ? 0 : 1;
