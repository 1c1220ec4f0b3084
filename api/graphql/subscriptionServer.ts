import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createGraphQLError } from 'graphql-yoga';
import { WebSocketServer, type WebSocket } from 'ws';
import { loadViewer } from '../auth/viewer';
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

/**
 * graphql-ws on the HTTP server's port at /graphql. The Origin and the session cookie are checked
 * in the upgrade itself, before any WebSocket exists; operations then run through yoga's envelop
 * so they get the same plugins, limits and context as HTTP.
 */
export function createSubscriptionServer(graphql: GraphQLServer, deps: AppDeps, origins: OriginPolicy) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: SOCKET_LIMITS.maxPayload });
  const socketsPerUser = new Map<number, number>();

  const server = useServer(
    {
      connectionInitWaitTimeout: SOCKET_LIMITS.initTimeoutMs,
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      // Per graphql-ws, a refused operation gets an `error` message for its id and the socket (with
      // the tab's other subscriptions) lives on: nothing here may throw.
      onSubscribe: async (ctx, _id, payload) => {
        const refusal = refuseOperation(ctx.extra.socket, ctx.subscriptions) ?? queryTooLongError(payload.query);
        if (refusal) return [refusal];
        const upgrade = ctx.extra.request;
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
            clientIp: clientAddress(request, upgrade.socket.remoteAddress, deps.config.trustedProxies),
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
    const { viewer } = await loadViewer(deps.prisma, request.headers.cookie, deps.session).catch(() => ({ viewer: null }));
    if (!viewer) return refuse(socket, 401, 'Unauthorized');
    const open = socketsPerUser.get(viewer.id) ?? 0;
    if (open >= SOCKET_LIMITS.perUser) return refuse(socket, 429, 'Too Many Requests');
    socketsPerUser.set(viewer.id, open + 1);
    const release = () => {
      const left = (socketsPerUser.get(viewer.id) ?? 1) - 1;
      if (left > 0) socketsPerUser.set(viewer.id, left);
      else socketsPerUser.delete(viewer.id);
    };
    socket.once('close', release);
    wss.handleUpgrade(request, socket, head, (ws) => {
      limitSocketMessages(ws);
      closeWhenSessionsEnd(ws, viewer.id);
      wss.emit('connection', ws, request);
    });
  }

  /**
   * The cookie was checked once, at the upgrade. When the user's sessions end (logout, password
   * change, ban, deletion; raised on any instance) the socket closes, so a dead session stops
   * receiving events. 4403 lets the browser retry: a tab holding a fresh cookie gets back in.
   */
  function closeWhenSessionsEnd(ws: WebSocket, userId: number): void {
    const ended = deps.pubsub.subscribe('sessionsEnded', userId);
    ws.once('close', () => void ended.return?.());
    void (async () => {
      for await (const { reason } of ended) {
        deps.log.debug('socket closed: the user\'s sessions ended', { userId, reason });
        ws.close(4403, 'Session ended');
        break;
      }
    })().catch((error: unknown) => deps.log.warn('session watch failed', { error: String(error) }));
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
