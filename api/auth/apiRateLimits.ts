// Request limits of the API for callers without a browser session: per personal API token, and per
// client address for anonymous callers. Fixed one-minute windows counted by rate-limiter-flexible,
// in Redis when configured (every instance counts the same requests), else in this process. When
// Redis does not answer, an in-process limiter of the same size stands in, so an outage neither
// refuses every request nor lifts the limits.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../log';

export type ApiRateLimitSettings = { perToken: number; perAnonymousAddress: number };

/** `retryAfterSeconds` is set when the caller is over its limit. */
export type ApiRateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type ApiRateLimits = {
  /** Counts one request made with the API token `tokenId`. */
  tokenRequest(tokenId: number): Promise<ApiRateVerdict>;
  /** Counts one request from `address` made with neither a session nor a token. */
  anonymousRequest(address: string): Promise<ApiRateVerdict>;
  close(): Promise<void>;
};

const WINDOW_SECONDS = 60;

export function createApiRateLimits(settings: ApiRateLimitSettings, redis: { url: string; keyPrefix: string; log: Logger } | undefined): ApiRateLimits {
  const client = redis ? new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 1000 }) : undefined;
  client?.on('error', (error: Error) => redis!.log.warn('redis connection problem (API rate limits)', { error: error.message }));

  function limiter(name: string, points: number): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix: name });
    if (!client) return memory;
    return new RateLimiterRedis({
      storeClient: client,
      points,
      duration: WINDOW_SECONDS,
      keyPrefix: `${redis!.keyPrefix}api-rate:${name}`,
      insuranceLimiter: memory,
    });
  }

  const perToken = limiter('token', settings.perToken);
  const perAddress = limiter('address', settings.perAnonymousAddress);

  async function consume(rateLimiter: RateLimiterAbstract, key: string): Promise<ApiRateVerdict> {
    try {
      await rateLimiter.consume(key);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      throw refusal;
    }
  }

  return {
    tokenRequest: (tokenId) => consume(perToken, String(tokenId)),
    anonymousRequest: (address) => consume(perAddress, address),
    async close() {
      await client?.quit().catch(() => undefined);
    },
  };
}
