// Request limits of the API for callers without a browser session: per personal API token, and per
// client address for anonymous callers and for requests with a wrong token; and the pixel work each
// caller may have rendered (every caller, signed in or not: the render pool's CPU is what is
// shared). Fixed one-minute windows counted by rate-limiter-flexible,
// in Redis when configured (every instance counts the same requests), else in this process. When
// Redis does not answer, an in-process limiter of the same size stands in, so an outage neither
// refuses every request nor lifts the limits.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../platform/log';

export type ApiRateLimitSettings = {
  perToken: number;
  perAnonymousAddress: number;
  /** millions of pixels rendered per minute, per user and per address without a user */
  renderMegapixels: { perUser: number; perAnonymousAddress: number };
};

/** Whose pixel work a render counts as: a user's (session or token), or else an address's. */
export type RenderWorker = { userId: number } | { address: string };

/** `retryAfterSeconds` is set when the caller is over its limit. */
export type ApiRateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type ApiRateLimits = {
  /** Counts one request made with the API token `tokenId`. */
  tokenRequest(tokenId: number): Promise<ApiRateVerdict>;
  /** Counts one request from `address` made with neither a session nor a valid token. */
  anonymousRequest(address: string): Promise<ApiRateVerdict>;
  /** Whether `address` has spent its anonymous limit, without counting a request. */
  addressVerdict(address: string): Promise<ApiRateVerdict>;
  /** Remembers that `secretHash` was a valid token lately: an address over its limit may still use it. */
  rememberValidSecret(secretHash: string): Promise<void>;
  /** Whether `secretHash` was a valid token lately (so worth a database lookup from such an address). */
  isRecentlyValidSecret(secretHash: string): Promise<boolean>;
  forgetSecret(secretHash: string): Promise<void>;
  /** Counts `pixelWork` pixels rendered for `who`, refused when that passes their budget for the minute. */
  renderWork(who: RenderWorker, pixelWork: number): Promise<ApiRateVerdict>;
  close(): Promise<void>;
};

const WINDOW_SECONDS = 60;
// How long a token's use keeps it usable from an address flooded with wrong tokens; the database
// still decides on every request, so a revoked token gains nothing from it.
const VALID_SECRET_MEMORY_SECONDS = 24 * 60 * 60;

export function createApiRateLimits(settings: ApiRateLimitSettings, redis: { url: string; keyPrefix: string; log: Logger } | undefined): ApiRateLimits {
  const client = redis ? new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 1000 }) : undefined;
  client?.on('error', (error: Error) => redis!.log.warn('redis connection problem (API rate limits)', { error: error.message }));

  function limiter(name: string, points: number, duration = WINDOW_SECONDS): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ points, duration, keyPrefix: name });
    if (!client) return memory;
    return new RateLimiterRedis({
      storeClient: client,
      points,
      duration,
      keyPrefix: `${redis!.keyPrefix}api-rate:${name}`,
      insuranceLimiter: memory,
    });
  }

  const perToken = limiter('token', settings.perToken);
  const perAddress = limiter('address', settings.perAnonymousAddress);
  // Only its keys matter (a record means "valid lately"): its points are never spent.
  const validSecrets = limiter('valid-secret', Number.MAX_SAFE_INTEGER, VALID_SECRET_MEMORY_SECONDS);
  // Counted in megapixels (whole points): a render of under a million pixels costs one.
  const userWork = limiter('render-user', settings.renderMegapixels.perUser);
  const addressWork = limiter('render-address', settings.renderMegapixels.perAnonymousAddress);

  async function consume(rateLimiter: RateLimiterAbstract, key: string, points = 1): Promise<ApiRateVerdict> {
    try {
      await rateLimiter.consume(key, points);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      throw refusal;
    }
  }

  return {
    tokenRequest: (tokenId) => consume(perToken, String(tokenId)),
    anonymousRequest: (address) => consume(perAddress, address),
    async addressVerdict(address) {
      const spent = await perAddress.get(address);
      if (!spent || spent.consumedPoints < settings.perAnonymousAddress) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(spent.msBeforeNext / 1000)) };
    },
    async rememberValidSecret(secretHash) {
      await validSecrets.set(secretHash, 1, VALID_SECRET_MEMORY_SECONDS);
    },
    isRecentlyValidSecret: async (secretHash) => (await validSecrets.get(secretHash)) !== null,
    async forgetSecret(secretHash) {
      await validSecrets.delete(secretHash);
    },
    renderWork(who, pixelWork) {
      const [budget, key, perMinute] =
        'userId' in who
          ? [userWork, String(who.userId), settings.renderMegapixels.perUser]
          : [addressWork, who.address, settings.renderMegapixels.perAnonymousAddress];
      // One render never costs more than a whole minute's budget, so any render can run on a fresh one.
      return consume(budget, key, Math.min(perMinute, Math.max(1, Math.ceil(pixelWork / 1e6))));
    },
    async close() {
      await client?.quit().catch(() => undefined);
    },
  };
}
