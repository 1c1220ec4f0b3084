// The API as a third party meets it (issue 15): a separate Node process that knows only the base
// URL and a personal API token, using nothing but fetch and the graphql-ws client; and the
// GraphQL-over-HTTP spec's own audit (graphql-http's auditServer) against /graphql.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../helpers/generation';
import { startDrakeHost, type DrakeHost } from '../../helpers/drakeHost';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../helpers/testApp';

/** What tests/api/apiTokens/thirdPartyExample.ts prints on its last line. */
type ClientSummary = {
  templatesFound: number;
  firstTemplateSlug: string;
  balanceBefore: number;
  balanceAfterGeneration: number;
  generatedMemes: number;
  listedMemes: number;
  /** GET imageUrl with `Authorization: Bearer`. */
  imageUrlWithTokenStatus: number;
  /** shareMeme's link: absolute, on the public origin. */
  shareUrl: string;
  /** GET shareUrl (the public page, no credential). */
  sharePageStatus: number;
  sharePageContentType: string | null;
  /** GET shareUrl + '.png' (the picture, no credential): */
  imageStatus: number;
  imageContentType: string | null;
  imageMagic: string;
  balanceEvent: number;
};

const PNG_MAGIC = '89504e470d0a1a0a';
const CREATE_TOKEN = `mutation Create($name: String!) { createApiToken(input: { name: $name }) { __typename ... on CreateApiTokenSuccess { token apiToken { id } } } }`;
const REVOKE_TOKEN = `mutation Revoke($id: ID!) { revokeApiToken(input: { id: $id }) { __typename } }`;

let host: DrakeHost;
let app: TestApp;
let baseUrl: string;
beforeAll(async () => {
  host = await startDrakeHost();
  // Listening where PUBLIC_ORIGIN says, so the absolute links the API hands out lead to this server.
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  app = await createTestApp({
    TEMPLATE_IMAGE_HOST: host.host,
    API_TOKEN_RATE_LIMIT: '1000',
    ANONYMOUS_API_RATE_LIMIT: '1000',
    PORT: String(port),
    PUBLIC_ORIGIN: baseUrl,
  });
  await app.start();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await host?.close();
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A token created the way a user does it: in the signed-in website, with the session cookie. */
async function tokenFromWebsite(cookie: string): Promise<string> {
  const { body } = await app.graphql(CREATE_TOKEN, { name: 'third-party script' }, { cookie });
  const result = body.data?.createApiToken;
  if (result?.__typename !== 'CreateApiTokenSuccess') throw new Error(JSON.stringify(body));
  return result.token as string;
}

/** Runs the client script in its own Node process with only the base URL and the token. */
function runClient(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // Nothing of this process leaks in: no DATABASE_URL, no REDIS_URL, no secrets.
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/apiTokens/thirdPartyExample.ts'], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a third-party client in its own process, with only a URL and a token', () => {
  let summary: ClientSummary | undefined;

  it('searches templates, generates memes, lists them, shares one and downloads it from its public link, and hears its balance change', async () => {
    const { cookie } = await signedInUser(app, 7, 'thirdparty');
    const token = await tokenFromWebsite(cookie);
    const run = await runClient({ MEME_API_URL: baseUrl, MEME_API_TOKEN: token });
    expect(run.stderr, run.stderr).not.toMatch(/Error/);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    summary = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as ClientSummary;
    expect(summary.templatesFound).toBeGreaterThan(0);
    expect(summary.firstTemplateSlug).toMatch(/drake/);
    expect(summary.balanceBefore).toBe(7);
    expect(summary.balanceAfterGeneration).toBe(6);
    expect(summary.generatedMemes).toBeGreaterThan(0);
    expect(summary.listedMemes).toBe(summary.generatedMemes);
    expect(summary.shareUrl).toMatch(new RegExp(`^${baseUrl}/s/[A-Za-z0-9_-]{22}$`));
    expect(summary).toMatchObject({ sharePageStatus: 200, sharePageContentType: 'text/html; charset=utf-8' });
    expect(summary).toMatchObject({ imageStatus: 200, imageContentType: 'image/png', imageMagic: PNG_MAGIC });
    // The event its own generation caused, over graphql-ws with the token in connectionParams.
    expect(summary.balanceEvent).toBe(6);
  }, 60_000);

  it("fetches its own meme's imageUrl with the token", () => {
    expect(summary?.imageUrlWithTokenStatus).toBe(200);
  });

  it('with a revoked token the same script stops at its first request with the 401 message', async () => {
    const { cookie, user } = await signedInUser(app, 7, 'thirdparty');
    const created = await app.graphql(CREATE_TOKEN, { name: 'soon revoked' }, { cookie });
    const { token, apiToken } = created.body.data.createApiToken;
    const revoked = await app.graphql(REVOKE_TOKEN, { id: apiToken.id }, { cookie });
    expect(revoked.body.data.revokeApiToken.__typename).toBe('RevokeApiTokenSuccess');
    const run = await runClient({ MEME_API_URL: baseUrl, MEME_API_TOKEN: token });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('HTTP 401: This API token is not valid. It may have been revoked.');
    expect((await app.deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tokens).toBe(7);
  }, 60_000);
});

describe('the GraphQL-over-HTTP audit (graphql-http auditServer) on /graphql', () => {
  /** Runs every audit with `headers` added to each request; prints the failures for the record. */
  async function audit(label: string, headers: Record<string, string>) {
    const results = await auditServer({
      url: `${baseUrl}/graphql`,
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) => {
        const merged = new Headers(init?.headers);
        for (const [name, value] of Object.entries(headers)) merged.set(name, value);
        return fetch(input, { ...init, headers: merged });
      },
    });
    const failures = results.filter((result) => result.status !== 'ok');
    const lines = await Promise.all(
      failures.map(async (result) => {
        const reason = 'reason' in result ? result.reason : '';
        return `  [${result.status}] ${result.id} ${result.name}: ${reason}`;
      }),
    );
    console.log(`graphql-http audit (${label}): ${results.length - failures.length}/${results.length} ok\n${lines.join('\n')}`);
    return results;
  }

  const mustFailures = (results: Awaited<ReturnType<typeof auditServer>>) =>
    results
      .filter((result) => result.name.startsWith('MUST') && result.status !== 'ok')
      .map((result) => `${result.id} ${result.name}: ${'reason' in result ? result.reason : ''}`);

  it('passes every MUST with a Bearer token', async () => {
    const { cookie } = await signedInUser(app, 5, 'auditor');
    const token = await tokenFromWebsite(cookie);
    const results = await audit('Bearer token', { authorization: `Bearer ${token}` });
    expect(results.length).toBeGreaterThan(20);
    expect(mustFailures(results)).toEqual([]);
  }, 60_000);

  it('passes every MUST as a visitor sending the CSRF header', async () => {
    const results = await audit('visitor with x-graphql-yoga-csrf', { 'x-graphql-yoga-csrf': '1', origin: TEST_ORIGIN });
    expect(mustFailures(results)).toEqual([]);
  }, 60_000);

  it('passes every MUST as a bare visitor too: only the optional GET audits fail, on the CSRF header', async () => {
    const results = await audit('bare visitor', {});
    expect(mustFailures(results)).toEqual([]);
    const refused = results.filter((result) => result.status !== 'ok');
    expect(refused.every((result) => result.name.startsWith('MAY') && /GET/.test(result.name))).toBe(true);
  }, 60_000);
});
