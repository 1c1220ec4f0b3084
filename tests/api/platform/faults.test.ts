import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = await sessionCookieFor(app, (await createUser(app, 'fault')).id);
  await app.db.close(); // the database goes away under a running server
});
afterAll(async () => app?.close().catch(() => {}));

describe('when the database is down', () => {
  it('GraphQL answers a masked 503 with a request id, and the process keeps serving', async () => {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ appInfo { paymentsMode } }' }),
    });
    const requestId = response.headers.get('x-request-id');
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(text).not.toMatch(/prisma|pglite|sql/i);
    const body = JSON.parse(text);
    expect(body.errors[0].message).toBe('The service is temporarily unavailable.');
    expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(requestId).toBeTruthy();
  });

  it('a query that needs no database still works for a visitor', async () => {
    const { status, body } = await app.graphql('{ appInfo { paymentsMode } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({ appInfo: { paymentsMode: 'SIMULATED' } });
  });

  it('/healthz reports 503', async () => {
    const response = await app.request('/healthz');
    expect(response.status).toBe(503);
    expect((await response.json()).status).toBe('unavailable');
  });
});
