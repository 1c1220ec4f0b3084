// Answers to the reads every page makes (the template catalogue and the viewer's own balance) are
// kept for a few seconds and served again without parsing, validating or running anything. Only
// queries made entirely of the fields allowed below are cached, per caller as the HTTP layer's
// session check resolved them on this very request (so a ban, logout or expiry applies at once),
// and a user's answers are dropped the moment their balance changes, every template answer the
// moment a template is added, changed or deleted (templatesChanged).
import { createHash, randomBytes } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { Kind, parse, TypeInfo, visit, visitWithTypeInfo, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { Viewer } from '../auth/viewer';
import type { Logger } from '../platform/log';
import { onUserDataChangedHere, type AppPubSub } from '../platform/pubsub';
import { onCustomTemplatesReplaced } from '../templates/custom/registry';
import type { BoundedAnswerCache } from '../platform/answerCache';

/**
 * The fields a cached answer may hold: the catalogue (the same for everyone, its image URLs plain
 * unsigned paths; it changes only when a template is added, changed or deleted, which drops every
 * answer holding a template or a list of them) and those of the viewer's
 * own User that either never change (id, createdAt), are part of the cache key (username and
 * isAdmin, read from the database on every request), or announce every change (tokens, by
 * tokenBalanceChanged). Anything else — purchases, memes, emails, tokens of API access, admin
 * data — makes a query uncacheable.
 */
const CACHEABLE_FIELDS: ReadonlySet<string> = new Set([
  'Query.templates',
  'Query.template',
  'Query.viewer',
  'TemplateConnection.totalCount',
  'TemplateConnection.edges',
  'TemplateConnection.pageInfo',
  'TemplateConnectionEdge.cursor',
  'TemplateConnectionEdge.node',
  'PageInfo.hasNextPage',
  'PageInfo.hasPreviousPage',
  'PageInfo.startCursor',
  'PageInfo.endCursor',
  ...['id', 'slug', 'name', 'url', 'width', 'height', 'category', 'isGif', 'popularity', 'tags', 'textPositions'].map((field) => `Template.${field}`),
  ...['id', 'position', 'x', 'y', 'width', 'fontSize', 'textAlign', 'color', 'rotation', 'defaultText'].map((field) => `TextPosition.${field}`),
  'Node.id',
  ...['id', 'username', 'isAdmin', 'tokens', 'createdAt'].map((field) => `User.${field}`),
]);
const CACHEABLE_DIRECTIVES: ReadonlySet<string> = new Set(['include', 'skip']);

/** Whether every field and directive of this single-query document is on the allowlist. */
export function isCacheableQuery(schema: GraphQLSchema, query: string): boolean {
  let document;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || operations[0]!.operation !== 'query') return false;
  const typeInfo = new TypeInfo(schema);
  let cacheable = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        if (!parent || !typeInfo.getFieldDef() || !CACHEABLE_FIELDS.has(`${parent.name}.${node.name.value}`)) cacheable = false;
      },
      Directive(node) {
        if (!CACHEABLE_DIRECTIVES.has(node.name.value)) cacheable = false;
      },
    }),
  );
  return cacheable;
}

/**
 * Who the answer is for, as this request's session check decided: everything a cached User field
 * depends on besides its own events. Visitors share one key (their viewer is null).
 */
export function sessionKeyOf(viewer: Viewer | null | undefined): string | null {
  if (!viewer) return null;
  return JSON.stringify([viewer.id, viewer.username, viewer.isAdmin, viewer.apiTokenId ?? null]);
}

/**
 * The bounded in-memory cache, except that an answer computed while its user's data changed is not kept:
 * a read that started before a balance change and finished after its invalidation would otherwise
 * put the old balance back for a whole TTL.
 */
function cacheSkippingRacedAnswers(inner: BoundedAnswerCache): { cache: Cache; invalidateUser(userId: number): void; invalidateTemplates(): void } {
  let invalidations = 0;
  const lastInvalidation = new LRUCache<string, number>({ max: 10_000 });
  const missedAt = new LRUCache<string, number>({ max: 10_000 });
  const entityKey = (typename: string, id?: number | string) => `${typename}:${id ?? ''}`;
  const cache: Cache = {
    get(key) {
      const found = inner.get(key) as ReturnType<Cache['get']>;
      if (!found && !missedAt.has(key)) missedAt.set(key, invalidations);
      return found;
    },
    set(key, result, entities, ttl) {
      const since = missedAt.get(key) ?? -1;
      missedAt.delete(key);
      const list = [...entities];
      if (list.some(({ typename, id }) => (lastInvalidation.get(entityKey(typename, id)) ?? -1) > since)) return;
      return inner.set(key, result, list, ttl);
    },
    invalidate(entities) {
      const list = [...entities];
      invalidations += 1;
      for (const { typename, id } of list) lastInvalidation.set(entityKey(typename, id), invalidations);
      return inner.invalidate(list);
    },
  };
  const invalidateUser = (userId: number) => void cache.invalidate([{ typename: 'User', id: encodeGlobalID('User', userId) }]);
  // Answers are indexed by every typename they hold: a list without a template is a connection.
  const invalidateTemplates = () => void cache.invalidate([{ typename: 'Template' }, { typename: 'TemplateConnection' }]);
  return { cache, invalidateUser, invalidateTemplates };
}

/** The response cache of public reads, with its invalidation by the app's pub/sub events. */
export function useResponseCacheOfPublicReads(options: {
  schema: GraphQLSchema;
  answerCache: BoundedAnswerCache;
  /** A backstop: an invalidation lost on its way between instances leaves a balance stale this long at most. */
  ttlMs: number;
  pubsub: AppPubSub;
  log: Logger;
  sessionKey: (context: object) => string | null;
}): Plugin[] {
  const { cache, invalidateUser, invalidateTemplates } = cacheSkippingRacedAnswers(options.answerCache);
  // A salted hash: nobody outside could compute another user's key (the plugin would send it as
  // the ETag, and answer If-None-Match with it).
  const salt = randomBytes(32);
  // Keyed by the query itself, which may be as long as the body limit: bounded by size as well.
  const verdicts = new LRUCache<string, boolean>({ max: 1_000, maxSize: 8 * 1024 * 1024, sizeCalculation: (_verdict, query) => query.length * 2 });
  const cacheableRequests = new WeakSet<Request>();

  const stopHere = onUserDataChangedHere(options.pubsub, invalidateUser);
  const elsewhere = options.pubsub.subscribe('userDataChanged');
  void (async () => {
    for await (const { userId } of elsewhere) invalidateUser(userId);
  })().catch((error: unknown) => {
    // Answers then go stale for up to the TTL after another instance's changes; this one's still apply.
    options.log.error('response cache: lost the userDataChanged subscription', { error: String(error) });
  });
  // After this instance's registry took in the change (not when the event arrives: an answer
  // computed before the reload would be kept with the old list).
  const stopTemplates = onCustomTemplatesReplaced(invalidateTemplates);

  const markCacheable: Plugin = {
    onParams: ({ params, request }) => {
      const query = params.query;
      if (typeof query !== 'string' || params.extensions?.persistedQuery) return;
      let verdict = verdicts.get(query);
      if (verdict === undefined) {
        verdict = isCacheableQuery(options.schema, query);
        verdicts.set(query, verdict);
      }
      if (verdict) cacheableRequests.add(request);
    },
    // The plugin labels answers it keeps with ETag and Last-Modified. Nothing here answers
    // If-None-Match, and a validator on an answer without Cache-Control invites browsers and
    // proxies to keep it heuristically, per URL, across users: GraphQL answers go out as before.
    onResponse: ({ request, response }) => {
      if (!cacheableRequests.has(request)) return;
      response.headers.delete('etag');
      response.headers.delete('last-modified');
    },
    onDispose: async () => {
      stopHere();
      stopTemplates();
      await elsewhere.return?.();
    },
  };
  const responseCache = useResponseCache({
    // Only requests marked above; this also keeps the If-None-Match shortcut (asked before any
    // request is marked) off: it would answer without looking at who asks.
    enabled: (request) => cacheableRequests.has(request),
    session: (_request, context) => options.sessionKey(context),
    cache,
    ttl: options.ttlMs,
    // Balances change by events (above), not by the mutations' answers: left alone, the plugin
    // would add id and __typename fields to every mutation's selections.
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
    // The plugin asks for a key on every request, cached or not: only marked ones get one, so the
    // rest cost nothing and their variables (any JSON, as deep as the body limit allows) are
    // never serialised here. Variables too deep to serialise leave a request uncached.
    buildResponseCacheKey: ({ documentString, operationName, variableValues, sessionId, request }) => {
      if (!cacheableRequests.has(request)) return '';
      let identity: string;
      try {
        identity = JSON.stringify([documentString, operationName ?? null, variableValues ?? {}, sessionId ?? null]);
      } catch {
        cacheableRequests.delete(request);
        return '';
      }
      return createHash('sha256').update(salt).update(identity).digest('base64url');
    },
  });
  return [markCacheable, responseCache as Plugin];
}
