import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { PrismaClient } from './generated/prisma/client';
import type { Logger } from './log';
import type { AppPubSub } from './pubsub';
import { loadViewer, type Viewer } from './auth/viewer';
import type { SessionSettings } from './auth/session';
import type { SignInThrottle } from './auth/throttle';
import type { FirebaseTokenVerifier } from './auth/firebaseToken';

/** What lives for the whole process and every request shares. */
export type AppDeps = {
  config: Config;
  prisma: PrismaClient;
  pubsub: AppPubSub;
  log: Logger;
  session: SessionSettings;
  /** Per-account and per-address sign-in limits, shared through Redis when configured. */
  throttle: SignInThrottle;
  /** Checks popup sign-in tokens; undefined when Firebase is not configured. */
  firebaseTokens: FirebaseTokenVerifier | undefined;
};

/** Per-request (or per-socket) context handed to every resolver. Kept deliberately small. */
export type Context = AppDeps & {
  requestId: string;
  clientIp: string;
  viewer: Viewer | null;
  /** Set-Cookie values the response must carry (sign-in, sign-out, idle refresh). */
  responseCookies: string[];
};

/** What the transport knows about the caller before GraphQL runs. */
export type CallerInfo = { requestId?: string; cookieHeader: string | null | undefined; clientIp: string };

/** Builds the context: resolves the session cookie to a viewer, once per request. */
export async function createContext(deps: AppDeps, caller: CallerInfo): Promise<Context> {
  const { viewer, refreshCookie } = await loadViewer(deps.prisma, caller.cookieHeader, deps.session);
  return {
    ...deps,
    requestId: caller.requestId ?? randomUUID(),
    clientIp: caller.clientIp,
    viewer,
    responseCookies: refreshCookie ? [refreshCookie] : [],
  };
}
