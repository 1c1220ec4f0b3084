// W1: a Stripe webhook → `tokenBalanceChanged` delivered over graphql-ws (the full app: raw-body
// signature check, purchase + ledger transaction, pub/sub, graphql-ws execution) vs a bare
// node:http + ws server that answers the same POST by ws.send-ing the same payload (the floor).
// 1,000 open sockets on each (200 users × 5 tabs); each webhook reaches its buyer's 5 sockets.
// Target: latency ratio (p50) ≤ 2.0; p99 ≤ 50 ms; ≤ 30 KB RSS per socket, with one webhook in
// flight at a time (latency, not throughput). W2: a burst of 16 webhooks in flight, p99 ≤ 100 ms.
// Servers run pinned to core 0 (taskset), this client on core 1; alternating rounds, medians.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import WebSocket, { WebSocketServer } from 'ws';
import { median, report } from './lib';

const USERS = 200;
const TABS = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BURST = 16;
const WEBHOOK_SECRET = 'whsec_w1_bench_secret';
const SCRIPT = 'tests/bench/w1-webhook-to-socket.ts';
const mode = process.argv[2];

type Setup = { cookies: string[]; userIds: number[] };

function intentId(round: number, userId: number) {
  return `pi_w1_${round}_${userId}`;
}

/** The event Stripe would send for a paid Starter Pack of `userId` in `round`. */
function eventBody(round: number, userId: number): string {
  const id = intentId(round, userId);
  return JSON.stringify({
    id: `evt_${id}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: { id, object: 'payment_intent', amount: 199, amount_received: 199, currency: 'usd', status: 'succeeded', metadata: { userId: String(userId) } },
    },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS once it has settled after full GCs (V8 returns freed pages lazily, so one reading is noise). */
async function settledRss(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  let lowest = Infinity;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    gc?.();
    await sleep(250);
    lowest = Math.min(lowest, process.memoryUsage().rss);
  }
  return lowest;
}

type StripeEvent = { id: string; type: string; data: { object: { id: string; amount: number; metadata: { userId: string } } } };
type AppSide = { publish: (userId: number) => void; credit: (event: StripeEvent) => Promise<void> };

/**
 * Prints PORT= and STATS=: a side port answering GET with this process's settled RSS and, on the
 * app only, POST /publish by publishing the event's balance change straight to pub/sub, and
 * POST /credit by running the webhook's database work alone.
 */
function serveStats(port: number, app?: AppSide): void {
  const stats = createServer((request, response) => {
    if (request.method === 'POST' && app) {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const event = JSON.parse(body) as StripeEvent;
        const done = request.url === '/credit' ? app.credit(event) : Promise.resolve(app.publish(Number(event.data.object.metadata.userId)));
        void done.then(
          () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}'),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
      });
      return;
    }
    void settledRss().then((rss) => response.end(String(rss)));
  });
  stats.listen(0, '127.0.0.1', () => {
    const address = stats.address();
    process.stdout.write(`PORT=${port} STATS=${typeof address === 'object' && address ? address.port : 0}\n`);
  });
}

async function serveApp(setupFile: string, rounds: number): Promise<void> {
  const { buildApp } = await import('../../api/app');
  const { loadConfig } = await import('../../api/platform/config');
  const { sessionSetCookie, nowSeconds } = await import('../../api/auth/session');
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      PUBLIC_ORIGIN: 'http://127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'meme-w1-')),
      STRIPE_SECRET_KEY: 'sk_test_w1_bench',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    dataDir: 'memory://',
  };
  const app = await buildApp(config);
  const prisma = app.deps.prisma;
  await prisma.user.createMany({ data: Array.from({ length: USERS }, (_, index) => ({ username: `w1_user_${index}`, password: 'not-a-hash' })) });
  const users = await prisma.user.findMany({ where: { username: { startsWith: 'w1_user_' } }, orderBy: { id: 'asc' } });
  const pack = await prisma.tokenPack.findUniqueOrThrow({ where: { name: 'Starter Pack' } });
  for (let round = 0; round < rounds; round += 1) {
    await prisma.userTokenPurchase.createMany({
      data: users.map((user) => ({
        userId: user.id,
        packId: pack.id,
        amount: 199,
        tokenCount: 20,
        status: 'pending',
        paymentIntentId: intentId(round, user.id),
      })),
    });
  }
  const now = nowSeconds();
  const cookies = await Promise.all(
    users.map(async (user) => (await sessionSetCookie({ uid: user.id, v: user.sessionVersion, iat: now, seen: now }, false, app.deps.session)).split(';')[0]!),
  );
  writeFileSync(setupFile, JSON.stringify({ cookies, userIds: users.map((user) => user.id) } satisfies Setup));
  const { port } = await app.start();
  serveStats(port, {
    publish: (userId) => app.deps.pubsub.publish('tokenBalanceChanged', userId, { balance: 25 }),
    // The one statement the webhook runs for a paid intent (api/services/purchases/paymentEvents.ts).
    credit: async (event) => {
      const intent = event.data.object;
      const rows = await prisma.$queryRaw<unknown[]>`
        SELECT buyer_id, purchase_id, new_balance FROM complete_paid_purchase(${intent.id}, ${intent.amount}::int, NULL, NULL, ${event.id}, ${event.type})`;
      if (rows.length !== 1) throw new Error(`complete_paid_purchase credited nothing for ${intent.id}`);
    },
  });
  process.once('SIGTERM', () => void app.stop().then(() => process.exit(0)));
}

function serveBare(): void {
  const sockets = new Map<number, WebSocket[]>();
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const event = JSON.parse(body) as { data: { object: { metadata: { userId: string } } } };
      const userId = Number(event.data.object.metadata.userId);
      const payload = JSON.stringify({ id: '1', type: 'next', payload: { data: { tokenBalanceChanged: 25 } } });
      for (const socket of sockets.get(userId) ?? []) socket.send(payload);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  const wss = new WebSocketServer({ server, path: '/graphql' });
  wss.on('connection', (socket, request) => {
    const userId = Number(new URL(request.url ?? '/', 'http://bare').searchParams.get('user'));
    sockets.set(userId, [...(sockets.get(userId) ?? []), socket]);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    serveStats(typeof address === 'object' && address ? address.port : 0);
  });
}

type Child = { child: ChildProcess; port: number; statsPort: number };

function startChild(args: string[]): Promise<Child> {
  const command = existsSync('/usr/bin/taskset') ? 'taskset' : process.execPath;
  const commandArgs = [...(command === 'taskset' ? ['-c', '0', process.execPath] : []), '--expose-gc', '--import', 'tsx', SCRIPT, ...args];
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT=(\d+) STATS=(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), statsPort: Number(match[2]) });
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code} before listening`)));
  });
}

const rss = async (child: Child) => Number(await (await fetch(`http://127.0.0.1:${child.statsPort}/`)).text());

/** Per user: the arrival times still awaited for the message in flight. */
type Waiters = Map<number, { pending: number; arrivals: number[]; done: () => void }>;

type SocketTarget = { url: (userIndex: number) => string; headers: (userIndex: number) => Record<string, string>; graphqlWs: boolean };

/** Opens TABS sockets for each user index in [from, to), subscribed to the balance on the app. */
async function openSockets(target: SocketTarget, userIds: number[], waiters: Waiters, from: number, to: number): Promise<WebSocket[]> {
  const { url, headers, graphqlWs } = target;
  const sockets: WebSocket[] = [];
  for (let index = from; index < to; index += 1) {
    const userId = userIds[index]!;
    for (let tab = 0; tab < TABS; tab += 1) {
      const socket = new WebSocket(url(index), graphqlWs ? 'graphql-transport-ws' : undefined, { headers: headers(index) });
      await new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('open', () => {
          if (!graphqlWs) return resolve();
          socket.send(JSON.stringify({ type: 'connection_init' }));
          socket.once('message', () => {
            socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { tokenBalanceChanged }' } }));
            resolve();
          });
        });
      });
      socket.on('message', (data) => {
        const at = performance.now();
        if (!String(data).includes('"next"')) return;
        const waiter = waiters.get(userId);
        if (!waiter) return;
        waiter.arrivals.push(at);
        if (--waiter.pending === 0) waiter.done();
      });
      sockets.push(socket);
    }
  }
  return sockets;
}

type RoundResult = { latencies: number[]; errors: number };

/** Sends one POST per user (`inFlight` at a time) and collects the delivery latency of each of its sockets. */
async function runRound(
  url: string,
  bodies: (userId: number) => { body: string; headers: Record<string, string> },
  userIds: number[],
  waiters: Waiters,
  inFlight: number,
): Promise<RoundResult> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  async function worker() {
    while (next < userIds.length) {
      const userId = userIds[next++]!;
      const { body, headers } = bodies(userId);
      const delivered = new Promise<number[]>((resolve) => {
        const entry = { pending: TABS, arrivals: [] as number[], done: () => resolve(entry.arrivals) };
        waiters.set(userId, entry);
      });
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000));
      const arrivals = await Promise.race([delivered, timeout]);
      waiters.delete(userId);
      if (!arrivals) errors += 1;
      else for (const at of arrivals) latencies.push(at - started);
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { latencies, errors };
}

/** One POST per user, one at a time, timed to its answer (no socket involved). */
async function timeRequests(url: string, round: number, userIds: number[]): Promise<RoundResult> {
  const latencies: number[] = [];
  let errors = 0;
  for (const userId of userIds) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: eventBody(round, userId) });
    await response.arrayBuffer();
    if (response.status === 200) latencies.push(performance.now() - started);
    else errors += 1;
  }
  return { latencies, errors };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  if (existsSync('/usr/bin/taskset')) spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const setupFile = join(mkdtempSync(join(tmpdir(), 'w1-setup-')), 'setup.json');
  // Round 0 warms up; ROUNDS measured at one in flight, then ROUNDS burst rounds, then ROUNDS of the
  // database work alone.
  const appRounds = 3 * ROUNDS + 1;
  const app = await startChild(['serve-app', setupFile, String(appRounds)]);
  const bare = await startChild(['serve-bare']);
  const sockets: WebSocket[] = [];
  try {
    const { cookies, userIds } = JSON.parse(readFileSync(setupFile, 'utf8')) as Setup;
    const stripe = new Stripe('sk_test_signing_only');
    const waiters: Waiters = new Map();

    // RSS per socket as the slope between 500 and 1,000 open sockets (after a full GC), so the
    // process's start-up garbage and warm-up don't count.
    const appTarget: SocketTarget = {
      url: () => `ws://127.0.0.1:${app.port}/graphql`,
      headers: (index) => ({ origin: 'http://127.0.0.1', cookie: cookies[index]! }),
      graphqlWs: true,
    };
    const bareTarget: SocketTarget = { url: (index) => `ws://127.0.0.1:${bare.port}/graphql?user=${userIds[index]}`, headers: () => ({}), graphqlWs: false };
    const half = USERS / 2;
    sockets.push(...(await openSockets(appTarget, userIds, waiters, 0, half)), ...(await openSockets(bareTarget, userIds, waiters, 0, half)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [appAtHalf, bareAtHalf] = [await rss(app), await rss(bare)];
    sockets.push(...(await openSockets(appTarget, userIds, waiters, half, USERS)), ...(await openSockets(bareTarget, userIds, waiters, half, USERS)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const perSocket = (before: number, after: number) => (after - before) / ((USERS - half) * TABS) / 1024;
    const appPerSocket = perSocket(appAtHalf, await rss(app));
    const barePerSocket = perSocket(bareAtHalf, await rss(bare));

    let round = 0;
    const webhook = (userId: number) => {
      const body = eventBody(round, userId);
      return { body, headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) } };
    };
    const plain = (userId: number) => ({ body: eventBody(round, userId), headers: {} });
    const appUrl = `http://127.0.0.1:${app.port}/api/stripe/webhook`;
    const bareUrl = `http://127.0.0.1:${bare.port}/notify`;

    await runRound(appUrl, webhook, userIds, waiters, 1);
    await runRound(bareUrl, plain, userIds, waiters, 1);
    const publishUrl = `http://127.0.0.1:${app.statsPort}/publish`;
    await runRound(publishUrl, plain, userIds, waiters, 1);
    const results = { app: [] as RoundResult[], bare: [] as RoundResult[], publish: [] as RoundResult[] };
    for (round = 1; round <= ROUNDS; round += 1) {
      results.app.push(await runRound(appUrl, webhook, userIds, waiters, 1));
      results.bare.push(await runRound(bareUrl, plain, userIds, waiters, 1));
      results.publish.push(await runRound(publishUrl, plain, userIds, waiters, 1));
    }
    const bursts = { app: [] as RoundResult[], bare: [] as RoundResult[] };
    for (round = ROUNDS + 1; round <= 2 * ROUNDS; round += 1) {
      bursts.app.push(await runRound(appUrl, webhook, userIds, waiters, BURST));
      bursts.bare.push(await runRound(bareUrl, plain, userIds, waiters, BURST));
    }

    const credits: RoundResult[] = [];
    for (round = 2 * ROUNDS + 1; round <= 3 * ROUNDS; round += 1) credits.push(await timeRequests(`http://127.0.0.1:${app.statsPort}/credit`, round, userIds));

    const p = (list: RoundResult[], at: number) => median(list.map((result) => percentile(result.latencies, at)));
    const ratio = p(results.app, 50) / p(results.bare, 50);
    const p99 = p(results.app, 99);
    const deliveryRatio = p(results.publish, 50) / p(results.bare, 50);
    const burstP99 = p(bursts.app, 99);
    const creditRatio = p(credits, 50) / p(results.bare, 50);
    const errors = [...results.app, ...results.bare, ...results.publish, ...bursts.app, ...bursts.bare, ...credits].reduce(
      (sum, result) => sum + result.errors,
      0,
    );
    const ms = (value: number) => value.toFixed(2);
    const ok = report([
      {
        id: 'W1',
        what: `webhook→socket latency app/bare p50, 1 in flight (app p50 ${ms(p(results.app, 50))} / p99 ${ms(p99)} ms; bare p50 ${ms(p(results.bare, 50))} / p99 ${ms(p(results.bare, 99))} ms)`,
        value: ratio.toFixed(2),
        target: '≤ 2.0',
        ok: ratio <= 2,
      },
      { id: 'W1', what: 'app p99 webhook→socket, 1 in flight', value: `${ms(p99)} ms`, target: '≤ 50 ms', ok: p99 <= 50 },
      {
        id: 'W1',
        what: `delivery alone (info): POST→pub/sub→graphql-ws vs POST→ws.send, p50 (${ms(p(results.publish, 50))} vs ${ms(p(results.bare, 50))} ms; p99 ${ms(p(results.publish, 99))} ms)`,
        value: deliveryRatio.toFixed(2),
        target: '-',
        ok: true,
      },
      {
        id: 'W1',
        what: `database work alone (info): POST→the webhook's one statement vs POST→ws.send, p50 (${ms(p(credits, 50))} vs ${ms(p(results.bare, 50))} ms; p99 ${ms(p(credits, 99))} ms)`,
        value: creditRatio.toFixed(2),
        target: '-',
        ok: true,
      },
      {
        id: 'W1',
        what: `RSS per socket, app (bare ${barePerSocket.toFixed(1)} KB)`,
        value: `${appPerSocket.toFixed(1)} KB`,
        target: '≤ 30 KB',
        ok: appPerSocket <= 30,
      },
      {
        id: 'W2',
        what: `burst, ${BURST} webhooks in flight: app p99 (p50 ${ms(p(bursts.app, 50))} ms; bare p50 ${ms(p(bursts.bare, 50))} / p99 ${ms(p(bursts.bare, 99))} ms)`,
        value: `${ms(burstP99)} ms`,
        target: '≤ 100 ms',
        ok: burstP99 <= 100,
      },
      { id: 'W1', what: 'errors: non-200 answers + undelivered messages', value: String(errors), target: '0', ok: errors === 0 },
    ]);
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const server of [app, bare]) {
      await new Promise<void>((resolve) => {
        server.child.once('exit', () => resolve());
        server.child.kill('SIGTERM');
      });
    }
  }
}

if (mode === 'serve-app') await serveApp(process.argv[3]!, Number(process.argv[4]));
else if (mode === 'serve-bare') serveBare();
else await main();
