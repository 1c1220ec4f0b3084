import { randomUUID } from 'node:crypto';
import type { Config } from './platform/config';
import type { PrismaClient } from './generated/prisma/client';
import type { Logger } from './platform/log';
import type { AppPubSub } from './platform/pubsub';
import type { StorageHealth } from './platform/storageErrors';
import type { ApiRateLimits } from './auth/apiRateLimits';
import type { ReportLimits } from './auth/reportLimits';
import type { Caller } from './auth/caller';
import type { Viewer } from './auth/viewer';
import type { SessionSettings } from './auth/session';
import type { SignInThrottle } from './auth/throttle';
import type { FirebaseTokenVerifier } from './auth/firebaseToken';
import type { CaptionProvider } from './ai/types';
import type { SafetyFilter } from './ai/safety/filter';
import type { BoundedAnswerCache } from './platform/answerCache';

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
  /** Requests per minute per API token and per anonymous address, shared through Redis when configured. */
  apiRateLimits: ApiRateLimits;
  /** Meme reports per address per hour (api/services/moderation/), shared through Redis when configured. */
  reportLimits: ReportLimits;
  /** Writes captions for generations (api/ai/provider.ts chose it from the config). */
  captions: CaptionProvider;
  /** Judges prompts, captions and upload descriptions (api/ai/safety/filter.ts chose it from the config). */
  safety: SafetyFilter;
  /** The answers the response cache keeps (api/graphql/responseCache.ts), within config.responseCache.maxBytes. */
  answerCache: BoundedAnswerCache;
  /** Whether writes to the database or DATA_DIR fail lately (api/platform/storageErrors.ts); /healthz reports it. */
  storage: StorageHealth;
};

/** Per-request (or per-socket) context handed to every resolver. Kept deliberately small. */
export type Context = AppDeps & {
  requestId: string;
  clientIp: string;
  viewer: Viewer | null;
  /** Set-Cookie values the response must carry (sign-in, sign-out, idle refresh). */
  responseCookies: string[];
};

/** What the transport knows about the caller before GraphQL runs (api/auth/caller.ts decided who it is). */
export type CallerInfo = { requestId?: string; clientIp: string; caller: Caller };

/** Builds the context of one operation from the caller the transport identified. */
export function createContext(deps: AppDeps, { requestId, clientIp, caller }: CallerInfo): Context {
  return {
    ...deps,
    requestId: requestId ?? randomUUID(),
    clientIp,
    viewer: caller.viewer,
    responseCookies: caller.refreshCookie ? [caller.refreshCookie] : [],
  };
}
