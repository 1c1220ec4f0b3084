// The image routes under load from one client: a render whose client hung up is given up (its
// worker killed, its CPU back at once); image requests count against the anonymous per-address
// limit like any API request; and each render spends its pixel work from the caller's budget for
// the minute (a user's, or an address's), so one client cannot keep the render pool busy.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRenderer } from '../../../api/render/renderer';
import { templateCatalogue } from '../../../api/templates/catalogue/catalogue';
import { cpuSecondsDuring } from '../../helpers/processTreeCpu';
import { startDrakeHost, type DrakeHost } from '../../helpers/drakeHost';
import { createUser, sessionCookieFor } from '../../helpers/sessions';
import { createTestApp, type TestApp } from '../../helpers/testApp';

let host: DrakeHost;
const apps: TestApp[] = [];
beforeAll(async () => {
  host = await startDrakeHost();
}, 60_000);
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await host?.close();
});
async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await createTestApp({ TEMPLATE_IMAGE_HOST: host.host, ...env });
  apps.push(app);
  return app;
}
const pool = () => defaultRenderer().pool;
const unique = () => Math.random().toString(36).slice(2);

describe('a render whose client hung up', () => {
  it('is given up: its worker is killed and the CPU comes back', async () => {
    const app = await appWith();
    const { port } = await app.start();
    const gif = templateCatalogue().find((template) => template.isGif)!;
    // The template's animated picture is drawn first, so what the client leaves is the render itself.
    expect((await app.request(`/media/templates/${gif.id}.gif`)).status).toBe(200);
    const before = pool().stats();
    const client = httpRequest({ host: '127.0.0.1', port, path: `/media/render/${gif.id}.gif?width=1024&c=${unique()}` });
    client.on('error', () => {}); // the hang-up below
    client.end();
    await expect.poll(() => pool().stats().running, { timeout: 10_000 }).toBe(1);
    client.destroy();
    await expect.poll(() => pool().stats().cancelled, { timeout: 5_000 }).toBe(before.cancelled + 1);
    expect(pool().stats()).toMatchObject({ running: 0, terminated: before.terminated + 1 });
    // Measured once its replacement worker (started at once, ~0.7 CPU-s) is ready: nothing of the render goes on.
    await expect.poll(() => pool().stats().starting, { timeout: 10_000 }).toBe(0);
    expect(await cpuSecondsDuring(2_000)).toBeLessThan(0.3);
  });
});

describe('image requests and the anonymous per-address limit', () => {
  it('counts every image request of an address without a session or token, cached or not', async () => {
    const app = await appWith({ ANONYMOUS_API_RATE_LIMIT: '3' });
    // With Redis: a new instance counts in its own memory until its connection is up (see
    // api/auth/apiRateLimits.ts); the count under test is the shared one.
    if (process.env.REDIS_URL) await new Promise((resolve) => setTimeout(resolve, 1_000));
    const path = `/media/render/drake-hotline-bling.png?c=${unique()}`;
    for (let count = 0; count < 3; count += 1) expect((await app.request(path)).status).toBe(200);
    const refused = await app.request(path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds\.$/) });
    // One limit for the address: its API requests are refused too…
    expect((await app.graphql('{ __typename }')).status).toBe(429);
    // …and a signed-in person at the same address is not counted.
    const user = await createUser(app, `viewer${unique()}`);
    expect((await app.request(path, { headers: { cookie: await sessionCookieFor(app, user.id) } })).status).toBe(200);
  });
});

describe('the budget of pixel work', () => {
  it("refuses an address's renders past its megapixels for the minute, and serves what is cached", async () => {
    const app = await appWith({ ANONYMOUS_RENDER_MEGAPIXELS_PER_MINUTE: '70' });
    // 2048 wide: about five million pixels of work each (the picture read, the output written).
    const paths = Array.from({ length: 20 }, () => `/media/render/drake-hotline-bling.png?width=2048&c=${unique()}`);
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (const path of paths) {
      const response = await app.request(path);
      statuses.push(response.status);
      if (response.status !== 200) {
        refusal = response;
        break;
      }
    }
    // Some rendered (70 million pixels is a dozen of them), then the budget was spent.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(10);
    expect(refusal?.status).toBe(429);
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refusal!.json()).toEqual({ error: expect.stringMatching(/^Too many images rendered in the last minute\. Try again in \d+ seconds\.$/) });
    // A cached image costs no work, so it is still served; a user has a budget of their own.
    expect((await app.request(paths[0]!)).status).toBe(200);
    const user = await createUser(app, `renderer${unique()}`);
    const cookie = await sessionCookieFor(app, user.id);
    expect((await app.request(`/media/render/drake-hotline-bling.png?width=2048&c=${unique()}`, { headers: { cookie } })).status).toBe(200);
  });
});
