import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createGraphQLError } from 'graphql-yoga';
import { WebSocketServer, type WebSocket } from 'ws';
import { CALLER_MESSAGES, CallerRefusedError, identifyCaller, type Caller } from '../auth/caller';
import { loadViewer, type Viewer } from '../auth/viewer';
import { readCookie, sessionCookieName } from '../auth/session';
import type { AppDeps } from '../context';
import { isAllowedSocketOrigin, type OriginPolicy } from '../http/origins';
import { clientAddress, newRequestId } from '../http/requestInfo';
import { queryTooLongError } from './limits';
import { limitSocketMessages, operationErrors, refuseOperation } from './socketLimits';
import type { GraphQLServer } from './yoga';

/** SECURITY.md WebSocket settings. */
export const SOCKET_LIMITS = { maxPayload: 64 * 1024, initTimeoutMs: 3000, perUser: 5 };

type EnvelopedRoot = { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Close codes of a socket refused at connection_init (graphql-ws leaves 4400–4499 to servers). */
export const SOCKET_CLOSE = { unauthorized: 4401, tooManyRequests: 4429 } as const;

/**
 * graphql-ws on the HTTP server's port at /graphql. A browser's Origin and session cookie (or an
 * API client's Authorization header) are checked in the upgrade itself, before any WebSocket
 * exists; an API client may instead send its token in connection_init's payload
 * (`connectionParams: { authorization: 'Bearer mm_pat_…' }`), checked before the socket is
 * acknowledged. Operations then run through yoga's envelop so they get the same plugins, limits and
 * context as HTTP.
 */
export function createSubscriptionServer(graphql: GraphQLServer, deps: AppDeps, origins: OriginPolicy) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_LIMITS.maxPayload });
  const socketsPerUser = new Map<number, number>();
  // Who each socket's operations run as, by its upgrade request (graphql-ws hands that back).
  const callers = new WeakMap<IncomingMessage, Caller>();

  const server = useServer(
    {
      connectionInitWaitTimeout: SOCKET_LIMITS.initTimeoutMs,
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      // A socket whose upgrade named nobody must name a token now; a refusal closes it with a code
      // of SOCKET_CLOSE and the reason, before any operation.
      onConnect: async (ctx) => {
        if (callers.has(ctx.extra.request)) return true;
        const refused = (code: number, reason: string) => {
          ctx.extra.socket.close(code, reason);
          return false;
        };
        const params = ctx.connectionParams ?? {};
        const authorization = params.authorization ?? params.Authorization;
        if (typeof authorization !== 'string' || authorization === '')
          return refused(SOCKET_CLOSE.unauthorized, 'Sign in, or send connectionParams.authorization');
        try {
          const caller = await identifyCaller(deps, { authorization, cookieHeader: undefined, clientIp: clientIpOf(ctx.extra.request) });
          const viewer = caller.viewer!;
          if (!claimSocket(viewer.id, ctx.extra.socket)) return refused(SOCKET_CLOSE.tooManyRequests, 'Too many open sockets for this account');
          callers.set(ctx.extra.request, caller);
          closeWhenAccessEnds(ctx.extra.socket, viewer);
          return true;
        } catch (error) {
          if (error instanceof CallerRefusedError)
            return refused(error.status === 429 ? SOCKET_CLOSE.tooManyRequests : SOCKET_CLOSE.unauthorized, error.message);
          throw error;
        }
      },
      // Per graphql-ws, a refused operation gets an `error` message for its id and the socket (with
      // the tab's other subscriptions) lives on: nothing here may throw.
      onSubscribe: async (ctx, _id, payload) => {
        const refusal = refuseOperation(ctx.extra.socket, ctx.subscriptions) ?? queryTooLongError(payload.query);
        if (refusal) return [refusal];
        const upgrade = ctx.extra.request;
        const caller = callers.get(upgrade)!;
        const tokenId = caller.viewer?.apiTokenId;
        if (tokenId !== undefined) {
          // A token's operations over a socket count against its limit like its HTTP requests.
          const verdict = await deps.apiRateLimits.tokenRequest(tokenId);
          if (!verdict.allowed) {
            return [
              createGraphQLError(CALLER_MESSAGES.tooManyRequests(verdict.retryAfterSeconds), {
                extensions: { code: 'RATE_LIMITED', retryAfterSeconds: verdict.retryAfterSeconds },
              }),
            ];
          }
        }
        // A GET: yoga refuses a mutation over it, so mutations go over HTTP, where cookies can be set
        // and the CSRF check runs; the client gets that refusal as an `error` for the operation.
        const request = new Request('http://internal/graphql', { headers: { cookie: upgrade.headers.cookie ?? '' } });
        const requestId = newRequestId();
        try {
          const { schema, execute, subscribe, contextFactory, parse, validate } = graphql.getEnveloped({
            ...ctx,
            request,
            params: payload,
            requestId,
            clientIp: clientIpOf(upgrade),
            caller,
          });
          const document = parse(payload.query);
          const errors = validate(schema, document);
          if (errors.length) return errors;
          return {
            schema,
            operationName: payload.operationName ?? null,
            document,
            variableValues: payload.variables ?? null,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          } satisfies ExecutionArgs;
        } catch (error) {
          return operationErrors(error, (cause) => {
            deps.log.error('could not prepare a socket operation', { requestId, error: cause });
            return createGraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } });
          });
        }
      },
    },
    wss,
  );

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const pathname = new URL(request.url ?? '/', 'http://internal').pathname;
    if (pathname !== '/graphql') return refuse(socket, 404, 'Not Found');
    if (!isAllowedSocketOrigin(request.headers.origin, origins)) return refuse(socket, 403, 'Forbidden');
    const known = await upgradeCaller(request);
    if (known instanceof CallerRefusedError) return refuse(socket, known.status, known.status === 429 ? 'Too Many Requests' : 'Unauthorized');
    const viewer = known?.viewer;
    if (viewer && !claimSocket(viewer.id, socket)) return refuse(socket, 429, 'Too Many Requests');
    if (known) callers.set(request, known);
    wss.handleUpgrade(request, socket, head, (ws) => {
      limitSocketMessages(ws);
      if (viewer) closeWhenAccessEnds(ws, viewer);
      wss.emit('connection', ws, request);
    });
  }

  /**
   * The caller an upgrade names: its Authorization header (API clients that can set headers), else
   * its session cookie (browsers; a dead session is refused here, as before a socket exists), else
   * nobody yet: the client must then send a token in connection_init (onConnect above).
   */
  async function upgradeCaller(request: IncomingMessage): Promise<Caller | CallerRefusedError | undefined> {
    const authorization = request.headers.authorization;
    if (authorization) {
      return identifyCaller(deps, { authorization, cookieHeader: undefined, clientIp: clientIpOf(request) }).catch((error: unknown) => {
        if (error instanceof CallerRefusedError) return error;
        throw error;
      });
    }
    // Other cookies (the interface language's, say) name nobody: only a session cookie is checked.
    if (readCookie(request.headers.cookie, sessionCookieName(deps.session)) === undefined) return undefined;
    const { viewer } = await loadViewer(deps.prisma, request.headers.cookie, deps.session).catch(() => ({ viewer: null }));
    return viewer ? { viewer } : new CallerRefusedError(401, 'UNAUTHENTICATED', 'Please sign in first.', {});
  }

  function clientIpOf(request: IncomingMessage): string {
    const forwarded = request.headers['x-forwarded-for'];
    const headers = typeof forwarded === 'string' ? { 'x-forwarded-for': forwarded } : undefined;
    return clientAddress(new Request('http://internal/', { headers }), request.socket.remoteAddress, deps.config.trustedProxies);
  }

  /** Takes one of the user's SOCKET_LIMITS.perUser sockets until `socket` closes; false when none is left. */
  function claimSocket(userId: number, socket: { once(event: 'close', listener: () => void): unknown }): boolean {
    const open = socketsPerUser.get(userId) ?? 0;
    if (open >= SOCKET_LIMITS.perUser) return false;
    socketsPerUser.set(userId, open + 1);
    socket.once('close', () => {
      const left = (socketsPerUser.get(userId) ?? 1) - 1;
      if (left > 0) socketsPerUser.set(userId, left);
      else socketsPerUser.delete(userId);
    });
    return true;
  }

  /**
   * The credentials were checked once, when the socket opened. When they stop being valid (raised
   * on any instance) the socket closes, so a dead session or token stops receiving events:
   * - a browser session: logout, password change, ban, deletion (4403 lets the browser retry: a tab
   *   holding a fresh cookie gets back in);
   * - an API token: its revocation, or a password change, ban or deletion (which delete every token
   *   of the user); logging out of the website leaves tokens alone.
   */
  function closeWhenAccessEnds(ws: WebSocket, viewer: Viewer): void {
    const tokenId = viewer.apiTokenId;
    const sessionsEnded = deps.pubsub.subscribe('sessionsEnded', viewer.id);
    const revoked = tokenId === undefined ? undefined : deps.pubsub.subscribe('apiTokenRevoked', tokenId);
    ws.once('close', () => {
      void sessionsEnded.return?.();
      void revoked?.return?.();
    });
    const watch = async (events: AsyncIterable<unknown>, ends: (event: unknown) => boolean) => {
      for await (const event of events) {
        if (!ends(event)) continue;
        deps.log.debug("socket closed: the caller's access ended", { userId: viewer.id, tokenId, event });
        if (tokenId === undefined) ws.close(4403, 'Session ended');
        else ws.close(SOCKET_CLOSE.unauthorized, 'API token revoked');
        return;
      }
    };
    const failed = (error: unknown) => deps.log.warn('access watch failed', { error: String(error) });
    watch(sessionsEnded, (event) => tokenId === undefined || (event as { reason: string }).reason !== 'logout').catch(failed);
    if (revoked) watch(revoked, () => true).catch(failed);
  }

  return {
    handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      handleUpgrade(request, socket, head).catch(() => refuse(socket, 500, 'Internal Server Error'));
    },
    /** Tells every client the server is going away (1001) and stops accepting sockets. */
    async close(): Promise<void> {
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
