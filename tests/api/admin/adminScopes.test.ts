// Issue 7 / SECURITY.md check 6: every admin-scoped field and mutation, listed from the schema
// itself, and every /api/admin/* shim, listed from the REST table, is refused to visitors (401,
// UNAUTHENTICATED) and to signed-in users (403, FORBIDDEN). A new admin field or shim is covered
// without editing this file.
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { restRoutes } from '../../../api/rest/table';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { fieldCall, scopedFields } from '../../helpers/schemaFields';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

type AdminField = { type: GraphQLObjectType; field: GraphQLField<unknown, unknown> };

/** Fields whose only scope is `admin` (on the field, or on its type). */
function adminFields(): AdminField[] {
  return scopedFields()
    .filter(({ fieldScopes, typeScopes }) => {
      const scopes = fieldScopes?.length ? fieldScopes : (typeScopes ?? []);
      return scopes.length === 1 && scopes[0] === 'admin';
    })
    .map(({ type, field }) => ({ type, field }));
}

let app: TestApp;
let target: { id: number; globalId: string };
let userCookie: string;
let adminCookie: string;

/** A document reaching the field: directly for root fields, through the target user's node otherwise. */
function documentFor({ type, field }: AdminField): { document: string; path: string[] } {
  if (type.name === 'Query' || type.name === 'Mutation') {
    return { document: `${type.name === 'Mutation' ? 'mutation' : 'query'} { ${fieldCall(field, target.globalId)} }`, path: [field.name] };
  }
  if (type.name !== 'User') throw new Error(`${type.name}.${field.name} is admin-only: teach this test to reach ${type.name}`);
  return {
    document: `query { node(id: ${JSON.stringify(target.globalId)}) { ... on User { ${fieldCall(field, target.globalId)} } } }`,
    path: ['node', field.name],
  };
}

beforeAll(async () => {
  app = await createTestApp();
  const bob = await createUser(app, 'bob');
  const chief = await createUser(app, 'chief', { isAdmin: true });
  target = { id: bob.id, globalId: encodeGlobalID('User', bob.id) };
  userCookie = await sessionCookieFor(app, bob.id);
  adminCookie = await sessionCookieFor(app, chief.id);
});
afterAll(async () => app?.close());

const fields = adminFields();

describe('admin-scoped GraphQL fields, listed from the schema', () => {
  it('the list holds this issue’s fields (it is not empty by accident)', () => {
    const names = fields.map(({ type, field }) => `${type.name}.${field.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'Query.adminUsers',
        'Query.adminUser',
        'Mutation.adjustTokens',
        'Mutation.setUserStatus',
        'Mutation.setUserAdmin',
        'Mutation.createAffiliateSite',
        'Mutation.updateAffiliateSite',
        'Mutation.deleteAffiliateSite',
        'User.ledger',
        'User.memeCount',
        'User.purchaseCount',
        'Query.moderationQueue',
        'Mutation.dismissMemeReports',
        'Mutation.unpublishMeme',
        'Mutation.adminDeleteMeme',
        'Mutation.banMemeOwner',
      ]),
    );
  });

  it.each(fields.map((entry) => [`${entry.type.name}.${entry.field.name}`, entry] as const))('%s: visitor refused, user refused', async (_name, entry) => {
    const { document, path } = documentFor(entry);
    const before = await app.deps.prisma.user.findUniqueOrThrow({ where: { id: target.id } });
    for (const [who, cookie, code] of [
      ['visitor', undefined, 'UNAUTHENTICATED'],
      ['user', userCookie, 'FORBIDDEN'],
    ] as const) {
      const { body } = await app.graphql(document, {}, cookie ? { cookie } : {});
      expect({ who, codes: body.errors?.map((error) => error.extensions?.code) }).toEqual({ who, codes: [code] });
      const value = path.reduce<any>((data, key) => data?.[key], body.data);
      expect(value ?? null).toBeNull();
    }
    // Refused means nothing happened either.
    const after = await app.deps.prisma.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(after).toEqual(before);
  });

  it.each(fields.filter(({ type }) => type.name !== 'Mutation').map((entry) => [`${entry.type.name}.${entry.field.name}`, entry] as const))(
    '%s: an administrator reads it',
    async (_name, entry) => {
      const { document, path } = documentFor(entry);
      const { body } = await app.graphql(document, {}, { cookie: adminCookie });
      expect(body.errors).toBeUndefined();
      expect(path.reduce<any>((data, key) => data?.[key], body.data)).not.toBeNull();
    },
  );
});

describe('/api/admin/* shims, listed from the REST table', () => {
  const adminRoutes = restRoutes.filter((route) => route.path.startsWith('/api/admin/'));

  it('the list holds the spec’s admin calls', () => {
    expect(adminRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/affiliate-sites',
        'PATCH /api/admin/affiliate-sites/:id',
        'DELETE /api/admin/affiliate-sites/:id',
      ]),
    );
  });

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: visitor 401, user 403, with an error field',
    async (_name, route) => {
      const path = route.path.replace(/:[a-zA-Z]+/g, '1');
      const withBody = route.method === 'POST' || route.method === 'PATCH';
      for (const [cookie, status] of [
        [undefined, 401],
        [userCookie, 403],
      ] as const) {
        const response = await app.request(path, {
          method: route.method,
          headers: { ...(withBody ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
          ...(withBody ? { body: JSON.stringify({ title: 'x', url: 'https://x.example', description: 'x', logoUrl: 'https://x.example/l.png' }) } : {}),
        });
        expect({ status: response.status, body: await response.json() }).toEqual({ status, body: { error: expect.any(String) } });
      }
    },
  );
});
