// Partner sites (issue 7; spec sections 5, 7, 8; SECURITY.md checks 13 and 14): public reads, admin
// writes through GraphQL and the REST shims, the spec's validation messages on the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateSiteMessages } from '../../../core/validation/affiliateSite';
import { withEnglish } from '../../../api/services/errors';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

let app: TestApp;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  const chief = await createUser(app, 'chief', { isAdmin: true });
  const bob = await createUser(app, 'bob');
  adminCookie = await sessionCookieFor(app, chief.id);
  userCookie = await sessionCookieFor(app, bob.id);
});
afterAll(async () => app?.close());

const valid = {
  title: 'Meme Templates Hub',
  url: 'https://templates.example/',
  description: 'Thousands of templates.',
  logoUrl: 'https://templates.example/logo.png',
};

function send(method: string, path: string, body?: unknown, cookie?: string) {
  return app.request(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const CREATE = `mutation Create($input: CreateAffiliateSiteInput!) {
  createAffiliateSite(input: $input) {
    __typename
    ... on CreateAffiliateSitePayload { affiliateSite { id databaseId title url } affiliateSiteEdge { cursor node { id } } }
    ... on UserError { message messageId }
    ... on ValidationError { fieldErrors { field message messageId } }
  }
}`;

describe('REST shims', () => {
  it('an admin creates, reads, edits and deletes a site; anybody reads the list', async () => {
    const created = await send('POST', '/api/admin/affiliate-sites', valid, adminCookie);
    expect(created.status).toBe(201);
    const site = (await created.json()) as { id: number };
    expect(site).toMatchObject({ ...valid, id: expect.any(Number), createdAt: expect.any(String) });

    const listed = await send('GET', '/api/affiliate-sites');
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([
      expect.objectContaining({ id: site.id, title: valid.title, description: valid.description, url: valid.url, logoUrl: valid.logoUrl }),
    ]);

    const one = await send('GET', `/api/affiliate-sites/${site.id}`);
    expect(await one.json()).toMatchObject({ id: site.id, title: valid.title });

    const patched = await send('PATCH', `/api/admin/affiliate-sites/${site.id}`, { title: 'GIF Community' }, adminCookie);
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: site.id, title: 'GIF Community', url: valid.url });

    const deleted = await send('DELETE', `/api/admin/affiliate-sites/${site.id}`, undefined, adminCookie);
    expect(deleted.status).toBe(200);
    expect(await (await send('GET', '/api/affiliate-sites')).json()).toEqual([]);
    expect((await send('GET', `/api/affiliate-sites/${site.id}`)).status).toBe(404);
  });

  it('a missing site is a 404 with an error field, for reads, edits and deletes', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/affiliate-sites/99999', undefined],
      ['GET', '/api/affiliate-sites/not-an-id', undefined],
      ['PATCH', '/api/admin/affiliate-sites/99999', { title: 'x' }],
      ['DELETE', '/api/admin/affiliate-sites/99999', undefined],
    ] as const) {
      const response = await send(method, path, body, adminCookie);
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
      expect(await response.json()).toEqual({ error: 'Affiliate Site Not Found' });
    }
  });

  it('writes are refused to visitors (401) and signed-in users (403), and nothing changes', async () => {
    const existing = (await (await send('POST', '/api/admin/affiliate-sites', valid, adminCookie)).json()) as { id: number };
    const writes = [
      ['POST', '/api/admin/affiliate-sites', valid],
      ['PATCH', `/api/admin/affiliate-sites/${existing.id}`, { title: 'Hijacked' }],
      ['DELETE', `/api/admin/affiliate-sites/${existing.id}`, undefined],
    ] as const;
    for (const [method, path, body] of writes) {
      for (const [cookie, status] of [
        [undefined, 401],
        [userCookie, 403],
      ] as const) {
        const response = await send(method, path, body, cookie);
        expect({ method, status: response.status }).toEqual({ method, status });
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
    }
    const sites = (await (await send('GET', '/api/affiliate-sites')).json()) as { title: string }[];
    expect(sites.map((site) => site.title)).toEqual([valid.title]);
    await send('DELETE', `/api/admin/affiliate-sites/${existing.id}`, undefined, adminCookie);
  });
});

describe('validation: the spec messages, on the server', () => {
  const m = withEnglish(affiliateSiteMessages);
  const cases: [string, Partial<typeof valid>, string, string][] = [
    ['empty title', { title: '' }, 'title', m.titleRequired.english],
    ['blank title', { title: '   ' }, 'title', m.titleRequired.english],
    ['101-character title', { title: 'x'.repeat(101) }, 'title', m.titleTooLong.english],
    ['empty url', { url: '' }, 'url', m.urlRequired.english],
    ['url without scheme', { url: 'example.com' }, 'url', m.urlInvalid.english],
    ['javascript: url', { url: 'javascript:alert(1)' }, 'url', m.urlInvalid.english],
    ['data: url', { url: 'data:text/html,<script>alert(1)</script>' }, 'url', m.urlInvalid.english],
    ['ftp: url', { url: 'ftp://files.example/' }, 'url', m.urlInvalid.english],
    ['empty description', { description: '' }, 'description', m.descriptionRequired.english],
    ['501-character description', { description: 'd'.repeat(501) }, 'description', m.descriptionTooLong.english],
    ['empty logo', { logoUrl: '' }, 'logoUrl', m.logoUrlRequired.english],
    ['javascript: logo', { logoUrl: 'JavaScript:alert(1)' }, 'logoUrl', m.logoUrlInvalid.english],
    ['data: logo', { logoUrl: 'data:image/png;base64,iVBORw0KGgo=' }, 'logoUrl', m.logoUrlInvalid.english],
  ];

  it.each(cases)('%s → "%s" on %s', async (_name, change, field, message) => {
    const { body } = await app.graphql(CREATE, { input: { ...valid, ...change } }, { cookie: adminCookie });
    expect(body.data.createAffiliateSite).toMatchObject({ __typename: 'ValidationError', message, fieldErrors: [expect.objectContaining({ field, message })] });
    const rest = await send('POST', '/api/admin/affiliate-sites', { ...valid, ...change }, adminCookie);
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ error: message });
  });

  it('the limits themselves are accepted: 100-character title, 500-character description, http:', async () => {
    const { body } = await app.graphql(
      CREATE,
      { input: { ...valid, title: 't'.repeat(100), description: 'd'.repeat(500), url: 'http://plain.example/path?q=1' } },
      { cookie: adminCookie },
    );
    expect(body.data.createAffiliateSite.__typename).toBe('CreateAffiliateSitePayload');
  });

  it('every broken field is reported at once, in the order of the form', async () => {
    const rest = await send('POST', '/api/admin/affiliate-sites', {}, adminCookie);
    expect(await rest.json()).toEqual({
      error: m.titleRequired.english,
      fieldErrors: [
        { field: 'title', message: m.titleRequired.english },
        { field: 'url', message: m.urlRequired.english },
        { field: 'description', message: m.descriptionRequired.english },
        { field: 'logoUrl', message: m.logoUrlRequired.english },
      ],
    });
  });

  it('an edit must still pass the rules, and a refused edit changes nothing', async () => {
    const site = (await (await send('POST', '/api/admin/affiliate-sites', valid, adminCookie)).json()) as { id: number };
    const response = await send('PATCH', `/api/admin/affiliate-sites/${site.id}`, { url: 'javascript:alert(document.cookie)' }, adminCookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: m.urlInvalid.english });
    expect(await (await send('GET', `/api/affiliate-sites/${site.id}`)).json()).toMatchObject({ url: valid.url });
  });

  it('markup in texts is stored and returned as text, never altered', async () => {
    const title = '<img src=x onerror=alert(1)>';
    const response = await send('POST', '/api/admin/affiliate-sites', { ...valid, title }, adminCookie);
    const site = (await response.json()) as { id: number; title: string };
    expect(site.title).toBe(title);
  });
});

describe('GraphQL', () => {
  it('the create payload carries an edge to append and the list returns sites oldest first', async () => {
    const first = await app.graphql(CREATE, { input: { ...valid, title: 'First' } }, { cookie: adminCookie });
    const second = await app.graphql(CREATE, { input: { ...valid, title: 'Second' } }, { cookie: adminCookie });
    const edge = second.body.data.createAffiliateSite.affiliateSiteEdge;
    expect(edge.node.id).toBe(second.body.data.createAffiliateSite.affiliateSite.id);
    const { body } = await app.graphql('query ($first: Int) { affiliateSites(first: $first) { edges { cursor node { id title } } } }', { first: 500 });
    const titles = body.data.affiliateSites.edges.map((e: { node: { title: string } }) => e.node.title);
    expect(titles.indexOf('First')).toBeLessThan(titles.indexOf('Second'));
    // The appended edge's cursor is the one the list itself gives that site.
    expect(body.data.affiliateSites.edges.at(-1)).toEqual({ cursor: edge.cursor, node: { id: edge.node.id, title: 'Second' } });
    expect(first.body.data.createAffiliateSite.affiliateSite.databaseId).toEqual(expect.any(Number));
  });

  it('affiliateSite(id) is null for unknown, foreign or malformed ids; delete answers with the deleted id', async () => {
    const created = await app.graphql(CREATE, { input: valid }, { cookie: adminCookie });
    const id = created.body.data.createAffiliateSite.affiliateSite.id as string;
    for (const other of ['QWZmaWxpYXRlU2l0ZTo5OTk5OQ==', 'VXNlcjox', 'garbage']) {
      const { body } = await app.graphql('query ($id: ID!) { affiliateSite(id: $id) { id } }', { id: other });
      expect(body).toEqual({ data: { affiliateSite: null } });
    }
    const removal = await app.graphql(
      'mutation ($id: ID!) { deleteAffiliateSite(id: $id) { __typename ... on DeleteAffiliateSitePayload { deletedAffiliateSiteId } ... on UserError { message } } }',
      { id },
      { cookie: adminCookie },
    );
    expect(removal.body.data.deleteAffiliateSite).toEqual({ __typename: 'DeleteAffiliateSitePayload', deletedAffiliateSiteId: id });
    const again = await app.graphql(
      'mutation ($id: ID!) { deleteAffiliateSite(id: $id) { __typename ... on UserError { message messageId } } }',
      { id },
      { cookie: adminCookie },
    );
    expect(again.body.data.deleteAffiliateSite).toEqual({
      __typename: 'AffiliateSiteNotFoundError',
      message: 'Affiliate Site Not Found',
      messageId: 'AffiliateSiteError.notFound',
    });
  });

  it('the site records the administrator who created it', async () => {
    const created = await app.graphql(CREATE, { input: { ...valid, title: 'Creator check' } }, { cookie: adminCookie });
    const row = await app.deps.prisma.affiliateSite.findUniqueOrThrow({ where: { id: created.body.data.createAffiliateSite.affiliateSite.databaseId } });
    const chief = await app.deps.prisma.user.findUniqueOrThrow({ where: { username: 'chief' } });
    expect(row.createdBy).toBe(chief.id);
  });
});
