import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { createCaptionProvider } from './ai/provider';
import { createSafetyFilter } from './ai/safety/filter';
import { createApiRateLimits } from './auth/apiRateLimits';
import { createReportLimits } from './auth/reportLimits';
import { createFirebaseTokenVerifier } from './auth/firebaseToken';
import { createMemoryThrottle } from './auth/throttle';
import { createRedisThrottle } from './auth/throttleRedis';
import type { Config } from './platform/config';
import type { AppDeps } from './context';
import { openDatabase, type Database } from './platform/db';
import { createBoundedAnswerCache } from './platform/answerCache';
import { createSubscriptionServer } from './graphql/subscriptionServer';
import { createGraphQLServer } from './graphql/yoga';
import { createDispatcher, type ConnectionInfo } from './dispatch';
import { createOriginPolicy } from './http/origins';
import { loadStaticSite } from './webApp/staticFiles';
import { loadGraphiQLFiles } from './webApp/graphiqlFiles';
import { createLogger, type Logger } from './platform/log';
import { createAppPubSub } from './platform/pubsub';
import { createRestHandler } from './rest/handler';
import { restRoutes } from './rest/table';
import { startOrphanedChargeSweeps } from './services/generation/orphanedCharges';
import { startCustomTemplateSync } from './services/customTemplates/registrySync';
import { seedDefaults } from './seed';
import { createStorageHealth } from './platform/storageErrors';
import { REPORT_LIMITS } from '../core/limits';

export type App = {
  /** Handles one request in-process, no open port needed (tests use this). */
  fetch(request: Request, connection?: ConnectionInfo): Promise<Response>;
  /** Listens on config.port/host for HTTP and WebSocket; resolves with the bound port. */
  start(): Promise<{ port: number }>;
  /** Graceful stop: refuse new work, let requests finish, close sockets, pub/sub and database. */
  stop(): Promise<void>;
  deps: AppDeps;
  db: Database;
};

/** How long in-flight requests get to finish on shutdown before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Opens the database (migrating and seeding it) and wires every route; listens only on start(). */
export async function buildApp(config: Config, log: Logger = createLogger(config.logLevel)): Promise<App> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: (message) => log.info(message) });
  await seedDefaults(db.prisma, { adminUsername: config.admin?.username, adminPassword: config.admin?.password });
  const pubsub = createAppPubSub(config.redisUrl, log, config.redisKeyPrefix);
  const deps: AppDeps = {
    config,
    prisma: db.prisma,
    pubsub: pubsub.pubsub,
    log,
    session: { secret: config.sessionSecret, secure: config.publicOrigin.startsWith('https:') },
    throttle: config.redisUrl
      ? createRedisThrottle(config.redisUrl, config.redisKeyPrefix, log, { addressLimit: config.signInAddressLimit })
      : createMemoryThrottle({ addressLimit: config.signInAddressLimit }),
    firebaseTokens: config.firebase ? createFirebaseTokenVerifier(config.firebase) : undefined,
    apiRateLimits: createApiRateLimits(config.apiRateLimits, config.redisUrl ? { url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log } : undefined),
    reportLimits: createReportLimits(
      REPORT_LIMITS.perAddressPerHour,
      config.redisUrl ? { url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log } : undefined,
    ),
    captions: createCaptionProvider(config, log),
    safety: createSafetyFilter(config, log),
    answerCache: createBoundedAnswerCache({ maxBytes: config.responseCache.maxBytes }),
    storage: createStorageHealth(log),
  };
  const origins = createOriginPolicy(config.allowedOrigins);
  const graphiql = await loadGraphiQLFiles(config.graphiqlDistDir);
  const graphql = createGraphQLServer(deps, graphiql);
  const site = await loadStaticSite(config.webDistDir);
  const dispatch = createDispatcher({ config, deps, log, db, graphql, rest: createRestHandler(restRoutes, graphql), site, graphiql, origins });
  const subscriptions = createSubscriptionServer(graphql, deps, origins);
  // Tokens of generations a crash interrupted come back now and every few minutes after.
  const orphanedCharges = startOrphanedChargeSweeps(deps);
  // Templates added without a release: loaded before the first request, reloaded on every change.
  const customTemplates = await startCustomTemplateSync(deps);

  let server: Server | undefined;
  let stopping: Promise<void> | undefined;
  const connections = new Set<Socket>();

  async function start(): Promise<{ port: number }> {
    const adapter = createServerAdapter<{ req: { socket: Socket } }>((request, context) =>
      dispatch(request, { remoteAddress: context.req.socket.remoteAddress }),
    );
    const httpServer = createServer(adapter);
    server = httpServer;
    httpServer.on('connection', (socket) => {
      connections.add(socket);
      socket.once('close', () => connections.delete(socket));
    });
    httpServer.on('upgrade', subscriptions.handleUpgrade);
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const address = httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    if (!site) log.warn('the web app is not built (dist/web missing): serving the API only');
    if (!graphiql) log.warn('the GraphQL playground is not built (dist/graphiql missing): GET /graphql in a browser answers 503');
    return { port };
  }

  async function shutdown(): Promise<void> {
    if (server) {
      const httpServer = server;
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      // Keep-alive connections turn idle as their last response goes out; close each as it does.
      httpServer.closeIdleConnections();
      const sweeper = setInterval(() => httpServer.closeIdleConnections(), 50);
      await subscriptions.close();
      const timer = setTimeout(() => {
        log.warn('shutdown: cutting connections that did not finish in time', { open: connections.size });
        httpServer.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      timer.unref();
      await closed;
      clearTimeout(timer);
      clearInterval(sweeper);
    }
    await orphanedCharges.stop();
    await customTemplates.stop();
    await Promise.all([pubsub.close(), deps.throttle.close(), deps.apiRateLimits.close(), deps.reportLimits.close(), deps.captions.close?.()]);
    await db.close();
  }

  return {
    fetch: (request, connection) => dispatch(request, connection),
    start,
    stop: () => (stopping ??= shutdown()),
    deps,
    db,
  };
}
