// L1: the whole product under a bounded loopback load. 50 virtual users for 60 s; each iteration
// is a new person who signs up (register mutation, keeps the session cookie), subscribes to their
// balance over graphql-ws (viewerBalanceChanged, as the web app does), generates 4 memes (one
// generateMemes with the offline caption engine: one of the 5 starting Meme Fuel), fetches the 4
// images, and checks that the balance event arrived with the charged balance.
// Run (a) on the embedded default (PGlite, one instance) and (b) on PostgreSQL + Redis with two
// instances and no proxy: users alternate between the ports, and each user's socket is on the
// other instance than its HTTP requests, so every balance event crosses Redis pub/sub.
// Target: 0 errors (non-2xx, GraphQL errors, socket errors, missing or wrong events); reported:
// memes per second per core (memegen's renderer: ~3 static/s/core) and p50/p99 of each step.
// App instances are pinned to L1_APP_CORES (default core 0: both instances of run (b) share it, so
// the per-core figures of (a) and (b) compare), this client to L1_CLIENT_CORES (default core 1).
// PostgreSQL and Redis are system services and run wherever the OS puts them.
// Template pictures come from a loopback image host serving a photo-like JPEG, so every render
// decodes a real picture (as with the real host) instead of the offline grey stand-in.
// Settings: BENCH_SECONDS (default 60), L1_USERS (50), L1_RUNS (pglite,postgres), L1_APP_CORES,
// L1_CLIENT_CORES, BENCH_POSTGRES_URL (postgresql://postgres@127.0.0.1:5432/postgres: a server where
// this may create and drop a throw-away database), L1_REDIS_URL (redis://127.0.0.1:6379).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { IMAGE_RETRY_DELAYS_MS } from '../../core/render/constants';
import { report, stopServer } from './lib';
import { startImageHost } from './servers/imageHost';
import { withThrowawayDatabase } from './servers/throwawayDatabase';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const USERS = Number(process.env.L1_USERS ?? 50);
const RUNS = (process.env.L1_RUNS ?? 'pglite,postgres').split(',').map((run) => run.trim());
const APP_CORES = process.env.L1_APP_CORES ?? '0';
/** This client's cores; unpinned when the app instances take every core. */
const CLIENT_CORES = process.env.L1_CLIENT_CORES ?? (APP_CORES === '0' ? '1' : undefined);
const REDIS_URL = process.env.L1_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MEMES_PER_GENERATION = 4;
const STARTING_TOKENS = 5;
/** What memegen's own renderer (Pillow) manages per core (PERFORMANCE.md), for orientation. */
const MEMEGEN_PER_CORE = 3;
const REQUEST_TIMEOUT_MS = 30_000;

const EVENT_TIMEOUT_MS = 10_000;
const hasTaskset = existsSync('/usr/bin/taskset');

const REGISTER = `mutation L1Register($input: RegisterInput!) {
  register(input: $input) { __typename ... on RegisterSuccess { viewer { id tokens } } ... on UserError { message } }
}`;
const GENERATE = `mutation L1Generate($input: GenerateMemesInput!) {
  generateMemes(input: $input) {
    __typename
    ... on GenerateMemesSuccess { balance memes { id imageUrl } }
    ... on UserError { message }
  }
}`;
const BALANCE = 'subscription L1Balance { viewerBalanceChanged { id tokens } }';
const PROBE = 'query L1Probe { viewer { id } }';
const PROMPTS = [
  'when the build passes on the first try',
  'monday mornings before coffee',
  'my cat ignoring me for the fifth time today',
  'deploying on a friday afternoon',
  'the meeting that could have been an email',
  'finding a bug in code I wrote last week',
  'when the wifi drops during a video call',
  'trying to eat healthy on a weekend',
];

const STEPS = ['sign-up', 'subscribe', 'generate', 'image fetch', 'event delivery'] as const;
type Step = (typeof STEPS)[number];
type Instance = { port: number; child: ChildProcess };
type Tally = {
  samples: Record<Step, number[]>;
  /** When the balance event arrived relative to the generation's answer (negative: before it). */
  eventAfterAnswer: number[];
  /** Per person, when the first and the last of their 4 images arrived (the page's four cards). */
  firstImage: number[];
  lastImage: number[];
  errors: Record<Step | 'socket', number>;
  /** One example of each kind of failure (digits ignored), with how often it happened. */
  examples: Map<string, { count: number; example: string }>;
  /** Image fetches answered 503 (render queue full) and asked again after Retry-After, as the page does. */
  renderBusy: number;
  users: number;
  memes: number;
};

function newTally(): Tally {
  return {
    samples: { 'sign-up': [], subscribe: [], generate: [], 'image fetch': [], 'event delivery': [] },
    eventAfterAnswer: [],
    firstImage: [],
    lastImage: [],
    errors: { 'sign-up': 0, subscribe: 0, generate: 0, 'image fetch': 0, 'event delivery': 0, socket: 0 },
    examples: new Map(),
    renderBusy: 0,
    users: 0,
    memes: 0,
  };
}

function fail(tally: Tally, step: Step | 'socket', what: string): void {
  tally.errors[step] += 1;
  const example = `${step}: ${what.slice(0, 300)}`;
  const kind = example.replace(/\d+/g, '#');
  const seen = tally.examples.get(kind);
  if (seen) seen.count += 1;
  else tally.examples.set(kind, { count: 1, example });
}

function describeFailures(tally: Tally): string[] {
  return [...tally.examples.values()].map(({ count, example }) => `${count}× like ${example}`);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

// Instances still running, ended if this process is interrupted (they have process groups of their own).
const running = new Set<ChildProcess>();
process.once('SIGINT', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(130);
});

/** Starts one app instance pinned to APP_CORES; resolves once it prints PORT=. */
function startInstance(env: Record<string, string | undefined>): Promise<Instance> {
  // L1_APP_NODE_ARGS: extra node flags for the instances, e.g. `--cpu-prof --cpu-prof-dir=/tmp/l1`.
  const extra = (process.env.L1_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const node = [process.execPath, ...extra, '--import', 'tsx', 'tests/bench/servers/l1-app.ts'];
  const [command, ...args] = hasTaskset ? ['taskset', '-c', APP_CORES, ...node] : node;
  // No page is loaded here, and dist/web may be rebuilt meanwhile by another job: the API alone.
  const api = { WEB_DIST_DIR: join(tmpdir(), 'l1-no-web-app') };
  // Its own process group, so stopServer can end it whole.
  const child = spawn(command!, args, { env: { ...process.env, ...api, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT=(\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]), child });
    });
    child.once('exit', (code) => reject(new Error(`an L1 app instance exited with ${code} before listening`)));
  });
}

/**
 * One meme picture, as the web app's card asks for it (web/features/generation/MemeImage.tsx): a
 * 503 from a full render queue is asked again after each of the card's waits, then given up.
 */
async function fetchImage(url: string, cookie: string, tally: Tally): Promise<Response> {
  for (let retry = 0; ; retry += 1) {
    const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (response.status !== 503 || retry === IMAGE_RETRY_DELAYS_MS.length) return response;
    tally.renderBusy += 1;
    await response.arrayBuffer();
    const retryAfterMs = Number(response.headers.get('retry-after') ?? 0) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(retryAfterMs, IMAGE_RETRY_DELAYS_MS[retry]!)));
  }
}

type GraphQLAnswer = {
  status: number;
  body: { data?: Record<string, { __typename: string; message?: string } & Record<string, unknown>>; errors?: { message: string }[] };
  cookies: string[];
};

async function graphqlPost(port: number, query: string, variables: unknown, cookie: string | undefined): Promise<GraphQLAnswer> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: GraphQLAnswer['body'] = {};
  try {
    body = JSON.parse(text) as GraphQLAnswer['body'];
  } catch {
    body = { errors: [{ message: `not JSON: ${text.slice(0, 120)}` }] };
  }
  return { status: response.status, body, cookies: response.headers.getSetCookie() };
}

/** What went wrong with an answer, or undefined when it is a 2xx `wanted` result. */
function problem(answer: GraphQLAnswer, field: string, wanted: string): string | undefined {
  if (answer.status < 200 || answer.status > 299) return `HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
  if (answer.body.errors?.length) return `GraphQL errors: ${answer.body.errors.map((error) => error.message).join('; ')}`;
  const result = answer.body.data?.[field];
  if (result?.__typename !== wanted) return `${field} answered ${result?.__typename}: ${result?.message ?? ''}`;
  return undefined;
}

/** A graphql-ws client over `ws` that sends the session cookie in the upgrade, as a browser does. */
function socketClient(port: number, cookie: string, onSocketError: (what: string) => void): Client {
  class CookieSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: CookieSocket, retryAttempts: 0 });
  client.on('error', (error) => onSocketError(`socket error: ${error instanceof Error ? error.message : String(error)}`));
  return client;
}

let userCounter = 0;
const runTag = `${process.pid.toString(36)}${randomBytes(2).toString('hex')}`;

/** One person's visit; every sample and error goes into `tally`. HTTP on `httpPort`, the socket on `socketPort`. */
async function visit(httpPort: number, socketPort: number, tally: Tally): Promise<void> {
  const number = (userCounter += 1);
  let client: Client | undefined;
  let closedOnPurpose = false;
  try {
    // Sign-up.
    let started = performance.now();
    const registered = await graphqlPost(httpPort, REGISTER, { input: { username: `l1_${runTag}_${number}`, password: 'l1-load-password' } }, undefined);
    const signUpProblem = problem(registered, 'register', 'RegisterSuccess');
    const cookie = registered.cookies.map((header) => header.split(';')[0]).join('; ');
    if (signUpProblem || !cookie) return fail(tally, 'sign-up', signUpProblem ?? 'no session cookie');
    tally.samples['sign-up'].push(performance.now() - started);

    // Subscribe: connected and acknowledged, the subscription sent, and a query answered on the same
    // socket after it (graphql-ws has no per-subscription acknowledgement).
    started = performance.now();
    let eventAt: number | undefined;
    let eventTokens: unknown;
    let eventProblem: string | undefined;
    let eventArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (eventArrived = resolve));
    let socketFailed = false;
    client = socketClient(socketPort, cookie, (what) => {
      if (closedOnPurpose) return;
      socketFailed = true;
      fail(tally, 'socket', what);
    });
    client.on('closed', (event) => {
      if (closedOnPurpose || socketFailed) return;
      socketFailed = true;
      fail(tally, 'socket', `socket closed: ${(event as { code?: number; reason?: string }).code} ${(event as { reason?: string }).reason ?? ''}`);
    });
    client.subscribe<{ viewerBalanceChanged: { tokens: number } }>(
      { query: BALANCE },
      {
        next: (result) => {
          if (eventAt !== undefined) return;
          eventAt = performance.now();
          if (result.errors?.length) eventProblem = `GraphQL errors in the event: ${result.errors.map((error) => error.message).join('; ')}`;
          eventTokens = result.data?.viewerBalanceChanged.tokens;
          eventArrived();
        },
        error: (error) => {
          if (!closedOnPurpose) eventProblem = `subscription error: ${JSON.stringify(error).slice(0, 200)}`;
          eventArrived();
        },
        complete: () => eventArrived(),
      },
    );
    const probe = await new Promise<string | undefined>((resolve) => {
      let answered = false;
      client!.subscribe<{ viewer: { id: string } | null }>(
        { query: PROBE },
        {
          next: (result) => {
            answered = true;
            resolve(
              result.errors?.length
                ? `GraphQL errors: ${result.errors.map((error) => error.message).join('; ')}`
                : result.data?.viewer
                  ? undefined
                  : 'the socket does not know the viewer',
            );
          },
          error: (error) => resolve(`probe error: ${JSON.stringify(error).slice(0, 200)}`),
          complete: () => {
            if (!answered) resolve('probe completed without a result');
          },
        },
      );
      setTimeout(() => resolve('probe timed out'), REQUEST_TIMEOUT_MS).unref();
    });
    if (probe) return fail(tally, 'subscribe', probe);
    tally.samples.subscribe.push(performance.now() - started);

    // Generate.
    const generateStarted = performance.now();
    const prompt = `${PROMPTS[number % PROMPTS.length]} ${number}`;
    const generated = await graphqlPost(httpPort, GENERATE, { input: { prompt, count: MEMES_PER_GENERATION } }, cookie);
    const generateProblem = problem(generated, 'generateMemes', 'GenerateMemesSuccess');
    if (generateProblem) return fail(tally, 'generate', generateProblem);
    const answeredAt = performance.now();
    tally.samples.generate.push(answeredAt - generateStarted);
    const success = generated.body.data!.generateMemes as unknown as { balance: number; memes: { id: string; imageUrl: string }[] };
    if (success.memes.length !== MEMES_PER_GENERATION) fail(tally, 'generate', `${success.memes.length} memes instead of ${MEMES_PER_GENERATION}`);
    if (success.balance !== STARTING_TOKENS - 1) fail(tally, 'generate', `balance ${success.balance} after one generation`);

    // Fetch the images, all at once as the page's four cards do.
    const imagesStarted = performance.now();
    const arrivals: number[] = [];
    await Promise.all(
      success.memes.map(async (meme) => {
        const fetchStarted = performance.now();
        try {
          const response = await fetchImage(`http://127.0.0.1:${httpPort}${meme.imageUrl}`, cookie, tally);
          const bytes = Buffer.from(await response.arrayBuffer());
          const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
          const gif = bytes.subarray(0, 4).toString('latin1') === 'GIF8';
          if (response.status !== 200) return fail(tally, 'image fetch', `HTTP ${response.status} for ${meme.imageUrl}: ${bytes.toString('utf8', 0, 200)}`);
          if (!(meme.imageUrl.endsWith('.png') ? png : gif))
            return fail(tally, 'image fetch', `${meme.imageUrl} is not the image its name says (${response.headers.get('content-type')})`);
          arrivals.push(performance.now() - imagesStarted);
          tally.samples['image fetch'].push(performance.now() - fetchStarted);
          tally.memes += 1;
        } catch (error) {
          fail(tally, 'image fetch', `${meme.imageUrl}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );

    if (arrivals.length === success.memes.length) {
      tally.firstImage.push(Math.min(...arrivals));
      tally.lastImage.push(Math.max(...arrivals));
    }

    // The balance event: from the moment the generation was asked for.
    const waited = setTimeout(eventArrived, EVENT_TIMEOUT_MS);
    await arrived;
    clearTimeout(waited);
    if (eventProblem) fail(tally, 'event delivery', eventProblem);
    else if (eventAt === undefined) fail(tally, 'event delivery', `no balance event within ${EVENT_TIMEOUT_MS} ms`);
    else if (eventTokens !== success.balance) fail(tally, 'event delivery', `the event said ${String(eventTokens)}, the generation ${success.balance}`);
    else {
      tally.samples['event delivery'].push(eventAt - generateStarted);
      tally.eventAfterAnswer.push(eventAt - answeredAt);
    }
    tally.users += 1;
  } catch (error) {
    fail(tally, 'sign-up', `unexpected: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    closedOnPurpose = true;
    await client?.dispose();
  }
}

type RunResult = { name: string; cores: number; seconds: number; cpuSeconds: number | undefined; tally: Tally };

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** CPU time (user + system, all threads) a process has used so far, or undefined off Linux. */
function cpuSecondsOf(pid: number | undefined): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** CPU seconds used by all `instances` together (undefined when unknown). */
function cpuSecondsOfAll(instances: Instance[]): number | undefined {
  const each = instances.map((instance) => cpuSecondsOf(instance.child.pid));
  return each.some((seconds) => seconds === undefined) ? undefined : each.reduce((sum, seconds) => sum! + seconds!, 0);
}

/** USERS virtual users, each visiting again and again until SECONDS have passed. */
async function drive(name: string, instances: Instance[], crossSockets: boolean): Promise<RunResult> {
  const ports = instances.map((instance) => instance.port);
  // Warm-up (one person per instance, not counted): the render workers start, the JIT warms.
  const warmUp = newTally();
  await Promise.all(ports.map((port, index) => visit(port, ports[(index + 1) % ports.length]!, warmUp)));
  const warmUpErrors = Object.values(warmUp.errors).reduce((sum, count) => sum + count, 0);
  if (warmUpErrors) throw new Error(`the warm-up failed: ${describeFailures(warmUp).join(' | ')}`);

  const tally = newTally();
  const cpuAtStart = cpuSecondsOfAll(instances);
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let turn = 0;
  await Promise.all(
    Array.from({ length: USERS }, async (_, index) => {
      // Arrivals spread over the first second rather than 50 sign-ups in one instant.
      await new Promise((resolve) => setTimeout(resolve, (index * 1000) / USERS));
      while (performance.now() < deadline) {
        const httpIndex = turn++ % ports.length;
        const socketIndex = crossSockets ? (httpIndex + 1) % ports.length : httpIndex;
        await visit(ports[httpIndex]!, ports[socketIndex]!, tally);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAtEnd = cpuSecondsOfAll(instances);
  const cores = APP_CORES.split(',').reduce((count, part) => {
    const [from, to] = part.split('-').map(Number);
    return count + (to === undefined ? 1 : to - from! + 1);
  }, 0);
  const cpuSeconds = cpuAtStart === undefined || cpuAtEnd === undefined ? undefined : cpuAtEnd - cpuAtStart;
  return { name, cores: hasTaskset ? cores : availableParallelism(), seconds, cpuSeconds, tally };
}

async function runPGlite(imageHost: string): Promise<RunResult> {
  const instance = await startInstance({
    DATABASE_URL: '',
    REDIS_URL: '',
    TEMPLATE_IMAGE_HOST: imageHost,
    // Every virtual user comes from 127.0.0.1: counted as ever, never refused (as the e2e server does).
    SIGNIN_ADDRESS_LIMIT: '1000000000',
    ANONYMOUS_API_RATE_LIMIT: '1000000000',
  });
  try {
    return await drive('PGlite, 1 instance', [instance], false);
  } finally {
    await stopServer(instance.child);
  }
}

async function runPostgres(imageHost: string): Promise<RunResult | string> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000, retryStrategy: () => null });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    return `skipped: no Redis at ${REDIS_URL} (${error instanceof Error ? error.message : String(error)})`;
  }
  const prefix = `l1_${runTag}:`;
  try {
    const run = await withThrowawayDatabase(`meme_l1_${process.pid}`, async (databaseUrl) => {
      const instances: Instance[] = [];
      const env = {
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        // Instances of one deployment share the secret, so either one accepts the other's cookies.
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        TEMPLATE_IMAGE_HOST: imageHost,
        SIGNIN_ADDRESS_LIMIT: '1000000000',
        ANONYMOUS_API_RATE_LIMIT: '1000000000',
      };
      try {
        // One after the other: the first one migrates and seeds the new database.
        instances.push(await startInstance(env));
        instances.push(await startInstance(env));
        return await drive('PostgreSQL + Redis, 2 instances', instances, true);
      } finally {
        for (const instance of instances) await stopServer(instance.child);
      }
    });
    return 'skipped' in run ? `skipped: ${run.skipped}` : run.result;
  } finally {
    const keys = await redis.keys(`${prefix}*`).catch(() => [] as string[]);
    if (keys.length) await redis.del(...keys).catch(() => undefined);
    redis.disconnect();
  }
}

function rows(result: RunResult) {
  const { tally, seconds, cores, cpuSeconds, name } = result;
  const perCore = tally.memes / seconds / cores;
  // On a shared machine the pinned cores are not all ours: memes per CPU-second the instances
  // really got is the steadier figure (what one dedicated core would do).
  const perCpuSecond = cpuSeconds ? tally.memes / cpuSeconds : undefined;
  const share =
    cpuSeconds === undefined ? '' : `; the instances got ${((100 * cpuSeconds) / (seconds * cores)).toFixed(0)}% of ${cores > 1 ? 'those cores' : 'that core'}`;
  const errors = Object.values(tally.errors).reduce((sum, count) => sum + count, 0);
  const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);
  const breakdown = Object.entries(tally.errors)
    .filter(([, count]) => count)
    .map(([step, count]) => `${step} ${count}`)
    .join(', ');
  return [
    {
      id: 'L1',
      what: `${name}: memes/s per core (${tally.memes} memes, ${tally.users} users in ${seconds.toFixed(1)} s on ${cores} core${cores > 1 ? 's' : ''}; ${(perCore / MEMEGEN_PER_CORE).toFixed(1)}× memegen's ~${MEMEGEN_PER_CORE}/s/core)`,
      value: perCore.toFixed(1),
      target: '-',
      ok: true,
    },
    {
      id: 'L1',
      what: `${name}: memes per CPU-second of the app instances (${cpuSeconds?.toFixed(1) ?? '?'} CPU-s, render workers and PGlite included${share})`,
      value: perCpuSecond === undefined ? '-' : perCpuSecond.toFixed(1),
      target: '-',
      ok: true,
    },
    ...STEPS.map((step) => ({
      id: 'L1',
      what: `${name}: ${step} p50 / p99 (${tally.samples[step].length} samples)${
        step === 'event delivery'
          ? `, from the generation request (after its answer: p50 ${ms(percentile(tally.eventAfterAnswer, 50))}, p99 ${ms(percentile(tally.eventAfterAnswer, 99))})`
          : ''
      }`,
      value: `${ms(percentile(tally.samples[step], 50))} / ${ms(percentile(tally.samples[step], 99))}`,
      target: '-',
      ok: true,
    })),
    {
      id: 'L1',
      what: `${name}: the 4 images of a person, first / last to arrive, p50 (p99 ${ms(percentile(tally.firstImage, 99))} / ${ms(percentile(tally.lastImage, 99))})`,
      value: `${ms(percentile(tally.firstImage, 50))} / ${ms(percentile(tally.lastImage, 50))}`,
      target: '-',
      ok: true,
    },
    {
      id: 'L1',
      what: `${name}: errors (non-2xx, GraphQL, socket, missing events)${breakdown ? `: ${breakdown}` : ''}; ${tally.renderBusy} pictures asked again after a 503`,
      value: String(errors),
      target: '0',
      ok: errors === 0 && tally.users > 0,
    },
  ];
}

async function main(): Promise<void> {
  // This client on the core(s) the app instances don't use.
  if (hasTaskset && CLIENT_CORES) spawnSync('taskset', ['-a', '-p', '-c', CLIENT_CORES, String(process.pid)], { stdio: 'ignore' });
  const imageHost = await startImageHost();
  const results: ReturnType<typeof rows> = [];
  try {
    for (const run of RUNS) {
      if (run === 'pglite') {
        const result = await runPGlite(imageHost.host);
        results.push(...rows(result));
        for (const line of describeFailures(result.tally)) console.error(`L1 ${result.name}: ${line}`);
      } else if (run === 'postgres') {
        const result = await runPostgres(imageHost.host);
        if (typeof result === 'string') {
          results.push({ id: 'L1', what: `PostgreSQL + Redis, 2 instances: ${result}`, value: '-', target: '-', ok: true });
          continue;
        }
        results.push(...rows(result));
        for (const line of describeFailures(result.tally)) console.error(`L1 ${result.name}: ${line}`);
      } else {
        throw new Error(`unknown L1_RUNS entry ${run} (pglite, postgres)`);
      }
    }
  } finally {
    imageHost.server.close();
  }
  process.exitCode = report(results) ? 0 : 1;
}

await main();
