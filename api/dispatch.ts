import { CallerRefusedError, identifyCaller, type Caller } from './auth/caller';
import type { Config } from './platform/config';
import type { AppDeps } from './context';
import { mediaRoutes } from './mediaRoutes/table';
import { handleOembed, handleShare, OEMBED_PATH, SHARE_PREFIX } from './sharePages/routes';
import { handleReportForm, REPORT_FORM } from './sharePages/reportRoutes';
import { handleStripeWebhook, STRIPE_WEBHOOK_PATH } from './webhooks/stripeWebhook';
import type { Database } from './platform/db';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE, serviceUnavailableHeaders, serviceUnavailableResponse } from './platform/databaseUnavailable';
import type { GraphQLServer, ServerContext } from './graphql/yoga';
import type { Logger } from './platform/log';
import { STORAGE_UNAVAILABLE_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE_ID, storageUnavailableHeaders, storageUnavailableResponse } from './platform/storageErrors';
import { BODY_LIMITS, PayloadTooLargeError, withLimitedBody } from './http/bodyLimit';
import { applyCorsHeaders, isCrossSiteWrite, preflightResponse, type OriginPolicy } from './http/origins';
import { clientAddress, newRequestId } from './http/requestInfo';
import { json, jsonError } from './http/responses';
import { applyCommonSecurityHeaders } from './http/securityHeaders';
import type { StaticSite } from './webApp/staticFiles';
import { GRAPHIQL_FILES_PREFIX, type GraphiQLFiles } from './webApp/graphiqlFiles';

type Parts = {
  config: Config;
  deps: AppDeps;
  log: Logger;
  db: Database;
  graphql: GraphQLServer;
  rest: (request: Request, pathname: string, serverContext: ServerContext) => Promise<Response>;
  site: StaticSite | null;
  /** The GraphiQL playground's hashed files (its page is served by /graphql). */
  graphiql: GraphiQLFiles | null;
  origins: OriginPolicy;
};

/** What the Node adapter knows about the connection. */
export type ConnectionInfo = { remoteAddress?: string | undefined };

/**
 * The whole HTTP surface as one fetch handler: /graphql, /api/*, /healthz, /media/*, the share
 * pages (/s/*, /oembed) and the web app. Tests call it directly; the Node server wraps it.
 */
export function createDispatcher(parts: Parts) {
  const { config, log, db, graphql, rest, site, graphiql, origins, deps } = parts;
  const secure = config.publicOrigin.startsWith('https:');

  async function route(request: Request, pathname: string, connection: { requestId: string; clientIp: string }): Promise<Response> {
    if (request.method === 'OPTIONS' && (pathname === '/graphql' || pathname.startsWith('/api/'))) {
      return preflightResponse(request, origins);
    }
    if (pathname === '/graphql') {
      const caller = await callerOf(request, connection, 'graphql');
      if (caller instanceof Response) return caller;
      const isUpload = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
      const limited = await withLimitedBody(request, isUpload ? BODY_LIMITS.graphqlUpload : BODY_LIMITS.graphql);
      return graphql.fetch(limited, { ...connection, caller });
    }
    if (pathname === '/healthz') return health();
    // Before the REST shims: the signature is checked on the raw body, and Stripe is no browser.
    if (pathname === STRIPE_WEBHOOK_PATH) return handleStripeWebhook(request, deps);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      // A token request carries nothing a foreign page could make the browser attach (see api/graphql/csrf.ts).
      if (!request.headers.has('authorization') && isCrossSiteWrite(request, origins)) return jsonError(403, 'Cross-site request refused');
      const caller = await callerOf(request, connection, 'rest');
      if (caller instanceof Response) return caller;
      return rest(request, pathname, { ...connection, caller });
    }
    if (pathname.startsWith('/media/')) {
      const media = mediaRoutes.find((candidate) => pathname.startsWith(candidate.prefix));
      return (await media?.handle(request, pathname, deps, connection)) ?? jsonError(404, 'No such media');
    }
    // Shared memes' public pages, pictures and oEmbed answers, and their report forms: no credential needed.
    const reported = REPORT_FORM.exec(pathname);
    if (reported) return handleReportForm(request, reported[1]!, deps, connection, origins);
    if (pathname.startsWith(SHARE_PREFIX)) return handleShare(request, pathname, deps, connection);
    if (pathname === OEMBED_PATH) return handleOembed(request, deps, connection);
    if (pathname.startsWith(`${GRAPHIQL_FILES_PREFIX}/`)) {
      return graphiql?.serve(request, pathname) ?? new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const page = site?.serve(request, pathname);
    if (page) return page;
    if (!site)
      return new Response('The web app is not built yet: run `npm run build:web` (npm start does this for you).\n', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }

  /**
   * Who calls /graphql or /api/*: decided before anything is parsed, so a bad token or a caller over
   * its limit costs no GraphQL work. A refusal answers in the route's own error shape.
   */
  async function callerOf(request: Request, connection: { requestId: string; clientIp: string }, shape: 'graphql' | 'rest'): Promise<Caller | Response> {
    try {
      return await identifyCaller(deps, {
        authorization: request.headers.get('authorization'),
        cookieHeader: request.headers.get('cookie'),
        clientIp: connection.clientIp,
      });
    } catch (error) {
      if (error instanceof CallerRefusedError) {
        return shape === 'rest' ? jsonError(error.status, error.message, error.headers) : graphqlError(error.status, error.message, error.code, error.headers);
      }
      if (shape === 'graphql' && deps.storage.noteFailure(error, { requestId: connection.requestId, path: '/graphql' })) {
        const headers = { ...storageUnavailableHeaders, 'x-request-id': connection.requestId };
        return json(
          503,
          { errors: [{ message: STORAGE_UNAVAILABLE_MESSAGE, extensions: { code: 'STORAGE_UNAVAILABLE', messageId: STORAGE_UNAVAILABLE_MESSAGE_ID } }] },
          headers,
        );
      }
      if (shape === 'graphql' && isDatabaseUnavailable(error)) {
        log.warn('database unavailable', { requestId: connection.requestId, path: '/graphql', error });
        return graphqlError(503, SERVICE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE', { ...serviceUnavailableHeaders, 'x-request-id': connection.requestId });
      }
      throw error;
    }
  }

  async function health(): Promise<Response> {
    try {
      await db.ping();
    } catch (error) {
      log.warn('health check: database did not answer', { error: (error as Error).message });
      return json(503, { status: 'unavailable', database: db.kind }, serviceUnavailableHeaders);
    }
    // The database answers reads, but writes failed lately: an orchestrator should notice.
    const storage = deps.storage.degraded();
    if (storage)
      return json(
        503,
        { status: 'degraded', database: db.kind, storage: { failing: storage.part, code: storage.code, since: storage.since } },
        storageUnavailableHeaders,
      );
    return json(200, { status: 'ok', database: db.kind });
  }

  return async function dispatch(request: Request, connection: ConnectionInfo = {}): Promise<Response> {
    const requestId = newRequestId();
    const known = { requestId, clientIp: clientAddress(request, connection.remoteAddress, config.trustedProxies) };
    const pathname = new URL(request.url).pathname;
    let response: Response;
    try {
      response = await route(request, pathname, known);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        response = jsonError(413, 'Request body is too large');
      } else if (deps.storage.noteFailure(error, { requestId, method: request.method, path: pathname })) {
        response = storageUnavailableResponse(requestId);
      } else if (isDatabaseUnavailable(error)) {
        log.warn('database unavailable', { requestId, method: request.method, path: pathname, error });
        response = serviceUnavailableResponse();
      } else if (request.signal.aborted) {
        // The client closed the connection (navigation, cancelled fetch): nobody reads this answer.
        log.debug('client went away', { requestId, method: request.method, path: pathname });
        response = jsonError(499, 'Client closed request');
      } else {
        log.error('unhandled error', { requestId, method: request.method, path: pathname, error });
        response = jsonError(500, 'Unexpected error', { 'x-request-id': requestId });
      }
    }
    // Responses from fetch() may have immutable headers; copy once so ours can be added.
    if (!canSetHeaders(response)) response = new Response(response.body, response);
    response.headers.set('x-request-id', requestId);
    applyCommonSecurityHeaders(response.headers, secure);
    if (pathname === '/graphql' || pathname.startsWith('/api/')) applyCorsHeaders(request, response, origins);
    return response;
  };
}

/** A GraphQL-over-HTTP error answer for a request refused before GraphQL ran. */
function graphqlError(status: number, message: string, code: string, headers: Record<string, string>): Response {
  return json(status, { errors: [{ message, extensions: { code } }] }, headers);
}

function canSetHeaders(response: Response): boolean {
  try {
    response.headers.set('x-request-id', '');
    return true;
  } catch {
    return false;
  }
}
