// How many meme reports one address may file: a fixed one-hour window counted by
// rate-limiter-flexible, in Redis when configured (every instance counts the same reports), else in
// this process, as the API's request limits are (./apiRateLimits.ts). When Redis does not answer,
// an in-process limiter of the same size stands in, so an outage neither blocks reports nor lifts the limit.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../platform/log';
import type { ApiRateVerdict } from './apiRateLimits';

const WINDOW_SECONDS = 60 * 60;

export type ReportLimits = {
  /** Counts one report from the address whose keyed hash is `reporterKey`. */
  report(reporterKey: string): Promise<ApiRateVerdict>;
  close(): Promise<void>;
};

export function createReportLimits(perHour: number, redis: { url: string; keyPrefix: string; log: Logger } | undefined): ReportLimits {
  const client = redis ? new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 1000 }) : undefined;
  client?.on('error', (error: Error) => redis!.log.warn('redis connection problem (report limits)', { error: error.message }));
  const memory = new RateLimiterMemory({ points: perHour, duration: WINDOW_SECONDS, keyPrefix: 'meme-report' });
  const limiter: RateLimiterAbstract = client
    ? new RateLimiterRedis({
        storeClient: client,
        points: perHour,
        duration: WINDOW_SECONDS,
        keyPrefix: `${redis!.keyPrefix}meme-report`,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async report(reporterKey) {
      try {
        await limiter.consume(reporterKey);
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        throw refusal;
      }
    },
    async close() {
      await client?.quit().catch(() => undefined);
    },
  };
}
