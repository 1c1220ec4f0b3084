// Issue 13 / SECURITY.md check 19: every GraphQL query and mutation field with arguments (listed
// from the built schema) and every REST shim (listed from api/rest/table.ts), plus the /media
// routes, get wrong types, out-of-range numbers, NUL bytes, long unicode, prototype keys and
// malformed percent-encoding. Every answer must be a 4xx or a GraphQL error the client caused:
// never a 5xx, never INTERNAL_SERVER_ERROR. A new field or shim is covered without editing this file.
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../../api/rest/table';
import { schema } from '../../../api/schema/index';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { minimalSelection } from '../../helpers/schemaFields';
import { createUser, sessionCookieFor } from '../../helpers/sessions';

let app: TestApp;
let webDir: string;
let adminCookie: string;
let targetGlobalId: string;

beforeAll(async () => {
  // A built web app, so paths outside /api and /media reach the static site as in production.
  webDir = mkdtempSync(join(tmpdir(), 'fuzz-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Meme Maker</title>');
  app = await createTestApp({ TRUST_PROXY: '127.0.0.1', WEB_DIST_DIR: webDir });
  const admin = await createUser(app, 'fuzzadmin', { isAdmin: true });
  const target = await createUser(app, 'fuzztarget');
  await app.deps.prisma.user.update({ where: { id: admin.id }, data: { tokens: 100_000 } });
  adminCookie = await sessionCookieFor(app, admin.id);
  targetGlobalId = encodeGlobalID('User', target.id);
});
afterAll(async () => {
  await app?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const LONG_UNICODE = 'ﷺ😀\u0301ß'.repeat(3000);
const PROTOTYPE_OBJECTS = [JSON.parse('{"__proto__": {"isAdmin": true}}'), { constructor: { prototype: { isAdmin: true } } }];
const ID_TYPES = ['User', 'Meme', 'TokenPack', 'AffiliateSite', 'Template', 'Purchase'];
const HUGE_AND_TINY = [2147483648, -2147483649, 2147483647, -1, 0, 1e308, -1e308, 1.5];
const STRINGS = ['a\u0000b', '\u0000', LONG_UNICODE, '__proto__', 'constructor', '%ZZ', '%E0%A4%A', '\uD800', '2147483648', '-1', '1e308', 'NaN', ''];

/** Attack values for one leaf of a given type (sent as variables, so coercion meets them as a client sends them). */
function attacks(typeName: string): unknown[] {
  const wrongTypes: unknown[] = [true, {}, [[[]]], ...PROTOTYPE_OBJECTS];
  if (typeName === 'Int' || typeName === 'Float') return [...HUGE_AND_TINY, 'NaN', '1e308', ...wrongTypes];
  if (typeName === 'Boolean') return ['true', 2147483648, ...wrongTypes];
  if (typeName === 'ID') {
    const ids = ID_TYPES.flatMap((type) => ['2147483648', '-1', 'NaN', '1e308', '0x10', '\u0000'].map((id) => encodeGlobalID(type, id)));
    return [...STRINGS, ...ids, 2147483648, 1e308, ...wrongTypes];
  }
  return [...STRINGS, 2147483648, ...wrongTypes];
}

/** A well-typed value, so the leaf under attack is what the server meets. */
function baseline(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return baseline(type.ofType);
  if (isListType(type)) return [baseline(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, baseline(field.type)]));
  }
  if (type.name === 'Int' || type.name === 'Float') return 1;
  if (type.name === 'Boolean') return false;
  if (type.name === 'ID') return targetGlobalId;
  return 'x';
}

type Leaf = { path: string[]; typeName: string };

/** Every scalar or enum reachable in an argument, with its path through input objects (lists use their item). */
function leaves(type: GraphQLInputType, path: string[], seen = new Set<string>()): Leaf[] {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    if (seen.has(named.name)) return [];
    const inner = new Set(seen).add(named.name);
    return Object.values(named.getFields()).flatMap((field) => leaves(field.type, [...path, field.name], inner));
  }
  return [{ path, typeName: named.name }];
}

function withValue(args: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(args);
  let cursor: any = copy;
  for (const key of path.slice(0, -1)) {
    if (Array.isArray(cursor[key])) cursor[key] = cursor[key][0] ?? {};
    cursor[key] ??= {};
    cursor = cursor[key];
  }
  cursor[path.at(-1)!] = value;
  return copy;
}

type RootField = { operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

function rootFieldsWithArguments(): RootField[] {
  const found: RootField[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type!.getFields())) if (field.args.length) found.push({ operation, field });
  }
  return found;
}

function documentFor({ operation, field }: RootField): string {
  const declared = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation} Fuzz(${declared}) { ${field.name}(${passed})${minimalSelection(field)} }`;
}

type Failure = { what: string; status: number; body: string };

/** Whether an answer is what a client's mistake deserves: no 5xx, no masked internal error. */
function failureOf(what: string, status: number, text: string): Failure | null {
  return status >= 500 || text.includes('INTERNAL_SERVER_ERROR') ? { what, status, body: text.slice(0, 300) } : null;
}

/** Runs `tasks` a few at a time and returns the failures. */
async function runAll(tasks: (() => Promise<Failure | null>)[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < tasks.length) {
        const failure = await tasks[next++]!();
        if (failure) failures.push(failure);
      }
    }),
  );
  return failures;
}

function send(path: string, init: RequestInit = {}, cookie = adminCookie) {
  const headers = new Headers(init.headers);
  headers.set('cookie', cookie);
  headers.set('x-forwarded-for', `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  return app.request(path, { ...init, headers });
}

async function check(what: string, path: string, init?: RequestInit): Promise<Failure | null> {
  const response = await send(path, init);
  return failureOf(what, response.status, await response.text());
}

const graphqlFields = rootFieldsWithArguments();

describe('GraphQL: every query and mutation field with arguments, from the schema', () => {
  it('the list holds the fields of the attack report (it is not empty by accident)', () => {
    const names = graphqlFields.map(({ field }) => field.name);
    expect(names).toEqual(
      expect.arrayContaining(['generateMemes', 'createPaymentIntent', 'adminUsers', 'createAffiliateSite', 'updateMemeCaptions', 'adjustTokens', 'nodes']),
    );
  });

  it.each(graphqlFields.map((entry) => [`${entry.operation} ${entry.field.name}`, entry] as const))(
    '%s: hostile values are refused as the client’s mistake',
    async (_name, entry) => {
      const document = documentFor(entry);
      const base = Object.fromEntries(entry.field.args.map((arg) => [arg.name, baseline(arg.type)]));
      const tasks: (() => Promise<Failure | null>)[] = [];
      for (const arg of entry.field.args) {
        for (const leaf of leaves(arg.type, [arg.name])) {
          for (const value of attacks(leaf.typeName)) {
            const variables = withValue(base, leaf.path, value);
            tasks.push(() =>
              check(`${entry.field.name} ${leaf.path.join('.')}=${JSON.stringify(value)?.slice(0, 60)}`, '/graphql', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ query: document, variables }),
              }),
            );
          }
        }
        // The argument itself replaced by a wrong shape (object for a scalar, scalar for an object).
        for (const value of [...PROTOTYPE_OBJECTS, 'a\u0000b', 2147483648]) {
          tasks.push(() =>
            check(`${entry.field.name} ${arg.name}=${JSON.stringify(value)}`, '/graphql', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query: document, variables: { ...base, [arg.name]: value } }),
            }),
          );
        }
      }
      expect(await runAll(tasks)).toEqual([]);
    },
  );

  it('literals: NUL in a string, 2³¹ in an Int, a huge float', async () => {
    const documents = [
      'mutation { generateMemes(input: { prompt: "a\\u0000b" }) { __typename } }',
      'mutation { generateMemes(input: { prompt: "x", count: 2147483648 }) { __typename } }',
      'mutation { generateMemes(input: { prompt: "x", count: 1e308 }) { __typename } }',
      'query { adminUsers(search: "\\u0000", page: 2147483647, limit: 2147483647) { total: __typename } }',
      `query { node(id: "${encodeGlobalID('User', '2147483648')}") { id } }`,
      `query { nodes(ids: ["${encodeGlobalID('Meme', '99999999999')}", "${encodeGlobalID('User', '-1')}"]) { id } }`,
    ];
    const tasks = documents.map(
      (query) => () => check(query, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }),
    );
    expect(await runAll(tasks)).toEqual([]);
  });

  it('malformed bodies and query strings of /graphql', async () => {
    const tasks = [
      () => check('GET %ZZ', '/graphql?query=%ZZ&variables=%E0%A4%A'),
      () => check('GET NUL', '/graphql?query=%7B__typename%7D&variables=%7B%22a%22%3A%22%00%22%7D'),
      () => check('body not JSON', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' }),
      () =>
        check('invalid UTF-8', '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }),
      () =>
        check('variables deeply nested', '/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"query":"query($s: String) { playfulText(text: $s) }","variables":{"s":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`,
        }),
      () =>
        check('prototype variables', '/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"query($s: String!) { playfulText(text: $s) }","variables":{"__proto__":{"s":"x"}}}',
        }),
    ];
    expect(await runAll(tasks)).toEqual([]);
  });
});

/** The body fields and query parameters a shim reads, found by watching its `variables` function. */
function fieldsReadBy(route: (typeof restRoutes)[number]): { body: string[]; query: string[] } {
  const body = new Set<string>();
  const query = new Set<string>();
  const watchedBody = new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (typeof key === 'string' && body.add(key), undefined),
    has: (_target, key) => (typeof key === 'string' && body.add(key), false),
  });
  const watchedQuery = new (class extends URLSearchParams {
    override get(name: string) {
      query.add(name);
      return null;
    }
    override getAll(name: string) {
      query.add(name);
      return [];
    }
  })();
  route.variables?.({ params: new Proxy({}, { get: () => '1' }), query: watchedQuery, body: watchedBody });
  return { body: [...body], query: [...query] };
}

const PATH_ATTACKS = [
  '%ZZ',
  '%E0%A4%A',
  '%',
  '%00',
  'a%00b',
  '2147483648',
  '99999999999999999999',
  '-1',
  'NaN',
  '1e308',
  '__proto__',
  'constructor',
  encodeURIComponent(LONG_UNICODE.slice(0, 600)),
  encodeURIComponent(encodeGlobalID('AffiliateSite', '2147483648')),
];
const QUERY_ATTACKS = ['%ZZ', '%E0%A4%A', '%00', '2147483648', '-1', '1e308', 'NaN', encodeURIComponent(LONG_UNICODE.slice(0, 600))];
const BODY_ATTACKS: unknown[] = [...STRINGS, ...HUGE_AND_TINY, true, null, {}, [], ...PROTOTYPE_OBJECTS];
const RAW_BODIES: (string | Uint8Array<ArrayBuffer>)[] = [
  '{"__proto__": {"isAdmin": true, "tokens": 99}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '[1]',
  'null',
  '"text"',
  '{"a": ',
  '\uFEFF{}',
  new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
  `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
];

describe('REST: every shim of api/rest/table.ts', () => {
  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: hostile paths, parameters and bodies get 4xx',
    async (_name, route) => {
      // Each shim runs as its own administrator, so one that ends a session (logout, deletion) spoils no other.
      const owner = await createUser(app, `fuzz${Math.random().toString(36).slice(2, 10)}`, { isAdmin: true });
      const cookie = await sessionCookieFor(app, owner.id);
      const { body: bodyFields, query: queryFields } = fieldsReadBy(route);
      const concretePath = (value: string) => route.path.replace(/:[a-zA-Z]+/g, value);
      const withBody = (body: string | Uint8Array<ArrayBuffer>): RequestInit => ({
        method: route.method,
        headers: { 'content-type': 'application/json' },
        body,
      });
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const tasks: (() => Promise<Failure | null>)[] = [];
      const probe = (what: string, path: string, init: RequestInit = { method: route.method }) =>
        tasks.push(async () => {
          const response = await send(path, init, cookie);
          return failureOf(`${route.method} ${what}`, response.status, await response.text());
        });

      if (route.path.includes(':'))
        for (const value of PATH_ATTACKS) probe(concretePath(value), concretePath(value), hasBody ? withBody('{}') : { method: route.method });
      for (const name of queryFields) for (const value of QUERY_ATTACKS) probe(`?${name}=${value.slice(0, 30)}`, `${concretePath('1')}?${name}=${value}`);
      if (hasBody) {
        for (const name of bodyFields)
          for (const value of BODY_ATTACKS)
            probe(`${name}=${JSON.stringify(value)?.slice(0, 40)}`, concretePath('1'), withBody(JSON.stringify({ [name]: value })));
        for (const raw of RAW_BODIES) probe(`raw ${String(raw).slice(0, 40)}`, concretePath('1'), withBody(raw));
      }
      expect(await runAll(tasks)).toEqual([]);
    },
  );
});

describe('media routes and other paths', () => {
  it('malformed encodings, huge ids and bad signatures get 4xx', async () => {
    const made = await app.graphql('mutation { generateMemes(input: { prompt: "fuzz", count: 1 }) { __typename } }', {}, { cookie: adminCookie });
    expect(made.body.data?.generateMemes.__typename).toBe('GenerateMemesSuccess');
    const { id: memeId } = await app.deps.prisma.meme.findFirstOrThrow({ select: { id: true }, orderBy: { id: 'desc' } });
    const paths = [
      `/media/memes/${memeId}.png?s=%C3%A9${'a'.repeat(21)}`,
      `/media/memes/${memeId}.png?s=${'%C3%A9'.repeat(22)}`,
      `/media/memes/${memeId}.png?s=%ZZ`,
      `/media/memes/${memeId}.png?s=%00${'a'.repeat(21)}`,
      `/media/memes/${memeId}/picture?s=%E0%A4%A`,
      '/media/memes/2147483648.png',
      '/media/memes/9999999999.png?s=aaaaaaaaaaaaaaaaaaaaaa',
      '/media/memes/%ZZ.png',
      '/media/render/%ZZ.png?c=%ZZ',
      '/media/render/drake.png?c=%E0%A4%A&c=%00&d=%ZZ',
      '/media/render/drake.png?d=%E0%A4%A',
      `/media/render/drake.png?c=${encodeURIComponent(LONG_UNICODE.slice(0, 600))}`,
      '/media/templates/%E0%A4%A.png',
      '/media/templates/%00.png',
      '/media/stickers/%ZZ.png',
      '/media/%ZZ',
      '/api/%ZZ',
      '/api/affiliate-sites/%ZZ',
      '/api/affiliate-sites/%E0%A4%A',
      '/%ZZ',
      '/%E0%A4%A',
    ];
    expect(await runAll(paths.map((path) => () => check(path, path)))).toEqual([]);
  });
});
