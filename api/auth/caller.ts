// Who is calling the API: a personal API token (Authorization: Bearer), else the session cookie,
// else nobody. Decided once per HTTP request (before GraphQL parses anything) and once per
// WebSocket, with the API's per-token and per-address limits counted on the way.
import type { PrismaClient } from '../generated/prisma/client';
import { apiTokenSecretHash, isWellFormedApiTokenSecret } from './apiTokenSecret';
import type { ApiRateLimits } from './apiRateLimits';
import type { SessionSettings } from './session';
import { loadViewer, type Viewer } from './viewer';

export type Caller = { viewer: Viewer | null; refreshCookie?: string };

/** What the transport hands over: the Authorization value, the Cookie header, the client's address. */
export type Credentials = { authorization: string | null | undefined; cookieHeader: string | null | undefined; clientIp: string };

export type CallerDeps = { prisma: PrismaClient; session: SessionSettings; apiRateLimits: ApiRateLimits };

export const CALLER_MESSAGES = {
  malformedAuthorization: 'The Authorization header must be "Bearer <API token>".',
  invalidToken: 'This API token is not valid. It may have been revoked.',
  tooManyRequests: (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`,
} as const;

/** Why a call is refused before it runs: a bad token (401) or a caller over its limit (429). */
export class CallerRefusedError extends Error {
  override name = 'CallerRefusedError';
  constructor(
    readonly status: 401 | 429,
    readonly code: 'UNAUTHENTICATED' | 'RATE_LIMITED',
    message: string,
    readonly headers: Record<string, string>,
  ) {
    super(message);
  }
}

// `lastUsedAt` moves at most this often per token: a busy token costs no write per request.
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The caller of one request. A request with an Authorization header is judged by it alone: a
 * cookie beside it is ignored (an API client has no ambient session), and a wrong, revoked or
 * malformed token is refused, never treated as a visitor.
 */
export async function identifyCaller(deps: CallerDeps, credentials: Credentials): Promise<Caller> {
  if (credentials.authorization != null && credentials.authorization !== '') {
    const viewer = await tokenViewer(deps, credentials.authorization, credentials.clientIp);
    const verdict = await deps.apiRateLimits.tokenRequest(viewer.apiTokenId!);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
    return { viewer };
  }
  const session = await loadViewer(deps.prisma, credentials.cookieHeader, deps.session);
  if (!session.viewer) {
    const verdict = await deps.apiRateLimits.anonymousRequest(credentials.clientIp);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  }
  return session;
}

/**
 * The token's owner as a viewer that carries the token's id (which narrows what it may do). A wrong
 * token counts against its address's anonymous limit, else random tokens would be a way around it;
 * once the address is over, only a token that was valid lately is looked up, so a flood of wrong
 * ones costs no database reads. A valid token is counted against its own limit, not the address's.
 */
async function tokenViewer(deps: CallerDeps, authorization: string, clientIp: string): Promise<Viewer> {
  const { prisma, apiRateLimits } = deps;
  const refuseWrong = async (message: string, error: 'invalid_request' | 'invalid_token'): Promise<never> => {
    const verdict = await apiRateLimits.anonymousRequest(clientIp);
    throw verdict.allowed ? unauthenticated(message, error) : tooManyRequests(verdict.retryAfterSeconds);
  };
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) return refuseWrong(CALLER_MESSAGES.malformedAuthorization, 'invalid_request');
  const secret = match[1]!;
  // A typo or a lookalike fails its checksum: refused without a database read.
  if (!isWellFormedApiTokenSecret(secret)) return refuseWrong(CALLER_MESSAGES.invalidToken, 'invalid_token');
  const secretHash = apiTokenSecretHash(secret);
  const address = await apiRateLimits.addressVerdict(clientIp);
  if (!address.allowed && !(await apiRateLimits.isRecentlyValidSecret(secretHash))) throw tooManyRequests(address.retryAfterSeconds);
  const token = await prisma.apiToken.findUnique({
    where: { secretHash },
    select: { id: true, lastUsedAt: true, user: { select: { id: true, username: true, isAdmin: true, status: true } } },
  });
  if (!token || token.user.status !== 'active') {
    await apiRateLimits.forgetSecret(secretHash);
    return refuseWrong(CALLER_MESSAGES.invalidToken, 'invalid_token');
  }
  await apiRateLimits.rememberValidSecret(secretHash);
  const now = Date.now();
  if (!token.lastUsedAt || now - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await prisma.apiToken.updateMany({ where: { id: token.id }, data: { lastUsedAt: new Date(now) } });
  }
  const { id, username, isAdmin } = token.user;
  return { id, username, isAdmin, apiTokenId: token.id };
}

function unauthenticated(message: string, error: 'invalid_request' | 'invalid_token'): CallerRefusedError {
  return new CallerRefusedError(401, 'UNAUTHENTICATED', message, { 'www-authenticate': `Bearer error="${error}"` });
}

function tooManyRequests(retryAfterSeconds: number): CallerRefusedError {
  return new CallerRefusedError(429, 'RATE_LIMITED', CALLER_MESSAGES.tooManyRequests(retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });
}
