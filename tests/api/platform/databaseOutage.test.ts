// Database outages through a real TCP proxy between the app and PostgreSQL: refused connections,
// cut connections, an unreachable host and a database that refuses sessions (SQLSTATE 55000). Every
// route answers a masked 503 with Retry-After, and the app serves again once the database is back,
// without a restart. On PGlite the database closing under the app gives the same answers.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../../api/platform/databaseUnavailable';
import { startTcpProxy, type TcpProxy } from '../../fakes/tcpProxy';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// Anything that would tell a stranger what runs behind the API.
const INTERNALS = /prisma|postgres|pglite|pg-pool|sql|ECONN|ETIMEDOUT|127\.0\.0\.1|localhost|terminated|invocation|stack|\.ts\b/i;
// No network for template pictures: memes render on the neutral stand-in.
const NO_IMAGE_HOST = { TEMPLATE_IMAGE_HOST: '127.0.0.1:9' };

type Probe = { status: number; retryAfter: string | null; text: string };

/** One call on each kind of route: GraphQL over HTTP, a REST shim, a stored meme under /media. */
async function probeAll(app: TestApp, meme: { id: number; cookie: string }): Promise<Record<'graphql' | 'signedIn' | 'rest' | 'media', Probe>> {
  const probe = async (response: Response): Promise<Probe> => ({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: await response.text(),
  });
  const graphql = (headers: Record<string, string>) =>
    app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ tokenPacks { name } }' }),
    });
  return {
    graphql: await probe(await graphql({})),
    // A session cookie makes the request context read the user first (a failure before any resolver).
    signedIn: await probe(await graphql({ cookie: meme.cookie })),
    rest: await probe(await app.request('/api/token-packs')),
    media: await probe(await app.request(`/media/memes/${meme.id}.png`, { headers: { cookie: meme.cookie } })),
  };
}

function expectUnavailable(probes: Record<string, Probe>) {
  for (const [route, probe] of Object.entries(probes)) {
    expect({ route, status: probe.status, retryAfter: probe.retryAfter }).toEqual({ route, status: 503, retryAfter: String(DATABASE_RETRY_AFTER_SECONDS) });
    expect(probe.text).not.toMatch(INTERNALS);
  }
  for (const route of ['graphql', 'signedIn']) {
    expect(JSON.parse(probes[route]!.text).errors[0]).toMatchObject({
      message: 'The service is temporarily unavailable.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  }
  expect(JSON.parse(probes.rest!.text).error).toBe('The service is temporarily unavailable.');
  expect(JSON.parse(probes.media!.text).error).toBe('The service is temporarily unavailable.');
}

function expectServing(probes: Record<string, Probe>) {
  expect(Object.fromEntries(Object.entries(probes).map(([route, probe]) => [route, probe.status]))).toEqual({
    graphql: 200,
    signedIn: 200,
    rest: 200,
    media: 200,
  });
  expect(JSON.parse(probes.graphql!.text).data.tokenPacks.length).toBeGreaterThan(0);
  expect(JSON.parse(probes.signedIn!.text).data.tokenPacks.length).toBeGreaterThan(0);
}

async function storedMeme(app: TestApp): Promise<{ id: number; cookie: string }> {
  const user = await createUser(app, `outage${randomUUID().slice(0, 8)}`);
  const meme = await app.deps.prisma.meme.create({
    data: { userId: user.id, originalText: 'db down', uwuText: 'db down', templateId: 'drake-hotline-bling', captions: ['up', 'down'] },
  });
  return { id: meme.id, cookie: await sessionCookieFor(app, user.id) };
}

const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)('PostgreSQL behind a proxy that fails', () => {
  // A database of its own, so the test may also make the server refuse sessions to it.
  const database = `outage_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  const asAdmin = async (sql: string) => {
    const client = admin();
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  let proxy: TcpProxy;
  let app: TestApp;
  let meme: { id: number; cookie: string };

  beforeAll(async () => {
    const target = new URL(serverUrl!);
    await asAdmin(`CREATE DATABASE ${database}`);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(serverUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.pathname = `/${database}`;
    viaProxy.searchParams.set('connect_timeout', '1'); // the unreachable case fails fast
    process.env.DATABASE_URL = viaProxy.toString();
    app = await createTestApp(NO_IMAGE_HOST);
    meme = await storedMeme(app);
  });
  afterAll(async () => {
    process.env.DATABASE_URL = serverUrl;
    await asAdmin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`).catch(() => {});
    await proxy?.resume();
    await app?.close();
    await proxy?.close();
    await asAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('serves normally through the proxy', async () => {
    expectServing(await probeAll(app, meme));
  });

  it('refused and cut connections: 503 + Retry-After everywhere, then 200 once it accepts again', async () => {
    await proxy.refuse();
    proxy.drop();
    expectUnavailable(await probeAll(app, meme));
    const health = await app.request('/healthz');
    expect([health.status, health.headers.get('retry-after')]).toEqual([503, '5']);

    await proxy.resume();
    expectServing(await probeAll(app, meme));
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('an unreachable host (connections hang): 503 after the connect timeout, then recovery', async () => {
    await proxy.blackhole();
    proxy.drop();
    expectUnavailable(await probeAll(app, meme));

    await proxy.resume();
    expectServing(await probeAll(app, meme));
  });

  it('the server refusing sessions (SQLSTATE 55000): 503, then recovery', async () => {
    await asAdmin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    proxy.drop(); // open sessions go; new ones are refused by PostgreSQL itself
    // A pooled session cut by the drop fails first; the next connection meets PostgreSQL's refusal.
    const errors: unknown[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) errors.push(await app.deps.prisma.tokenPack.count().catch((error: unknown) => error));
    expect(errors.some((error) => /55000.*not currently accepting connections/s.test(String(error)))).toBe(true);
    expect(errors.every((error) => isDatabaseUnavailable(error))).toBe(true);
    expectUnavailable(await probeAll(app, meme));

    await asAdmin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    expectServing(await probeAll(app, meme));
  });
});

describe.skipIf(serverUrl)('PGlite closed under the running app', () => {
  let app: TestApp;
  let meme: { id: number; cookie: string };
  beforeAll(async () => {
    app = await createTestApp(NO_IMAGE_HOST);
    meme = await storedMeme(app);
    expectServing(await probeAll(app, meme));
    await app.db.close();
  });
  afterAll(async () => app?.close().catch(() => {}));

  it('answers 503 + Retry-After on GraphQL, REST and /media', async () => {
    expectUnavailable(await probeAll(app, meme));
  });
});

describe('errors that are not an outage', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(NO_IMAGE_HOST);
  });
  afterAll(async () => app?.close());

  it('a constraint violation or a query quoting outage words is not mistaken for one', async () => {
    const user = await createUser(app, 'twice');
    const duplicate = await createUser(app, user.username).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: 'P2002' });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    // A validation error quotes the caller's values, which anyone may have typed.
    const invalid = await app.deps.prisma.user
      .findFirst({ where: { username: { equals: 'Connection terminated unexpectedly', wrong: 1 } as never } })
      .catch((error: unknown) => error);
    expect(invalid).toMatchObject({ name: 'PrismaClientValidationError' });
    expect(isDatabaseUnavailable(invalid)).toBe(false);
  });
});
