// The sign-in throttle shared through Redis, so every instance behind the load balancer counts
// the same attempts. Each step is one Lua script (atomic on the Redis server). When Redis can't
// be reached the process falls back to its own counters rather than refusing every sign-in.
import { Redis } from 'ioredis';
import type { Logger } from '../platform/log';
import { createMemoryThrottle, secondsUntil, THROTTLE_LIMITS, type SignInThrottle } from './throttle';

const HIT_ADDRESS = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

// ARGV: now, freeFailures, firstDelayMs, maxDelayMs, forgetAfterMs. Returns ms still locked, or 0.
const BEGIN_ATTEMPT = `
local now = tonumber(ARGV[1])
local locked = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if locked > now then return locked - now end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local free = tonumber(ARGV[2])
if failures >= free then
  local delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(failures - free, 30), tonumber(ARGV[4]))
  redis.call('HSET', KEYS[1], 'until', string.format('%d', now + delay))
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0`;

/** A Redis command that does not answer within this time is treated as Redis being down. */
const REDIS_TIMEOUT_MS = 1000;
const REDIS_RETRY_AFTER_MS = 5000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis did not answer in time')), REDIS_TIMEOUT_MS);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** The throttle on Redis; `keyPrefix` separates deployments (and test runs) sharing one server. */
export function createRedisThrottle(
  redisUrl: string,
  keyPrefix: string,
  log: Logger,
  { addressLimit = THROTTLE_LIMITS.addressLimit }: { addressLimit?: number } = {},
): SignInThrottle {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: (times: number) => Math.min(times * 200, 5000),
  });
  redis.on('error', (error: Error) => log.warn('redis connection problem (sign-in throttle)', { error: error.message }));
  const fallback = createMemoryThrottle({ addressLimit });
  const key = (kind: string, id: string) => `${keyPrefix}throttle:${kind}:${id}`;

  // After a failure Redis is left alone for a while: waiting for it on every attempt would also
  // let a locked account's backoff run out during the wait.
  let skipRedisUntil = 0;
  async function orFallback<T>(operation: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (Date.now() < skipRedisUntil) return local();
    try {
      return await withTimeout(operation());
    } catch (error) {
      skipRedisUntil = Date.now() + REDIS_RETRY_AFTER_MS;
      log.warn('sign-in throttle: redis unavailable, counting in this process for now', { error: (error as Error).message });
      return local();
    }
  }

  return {
    hitAddress: (address) =>
      orFallback(
        async () => {
          const [count, ttl] = (await redis.eval(HIT_ADDRESS, 1, key('addr', address), THROTTLE_LIMITS.addressWindowMs)) as [number, number];
          return count > addressLimit ? secondsUntil(ttl) : 0;
        },
        () => fallback.hitAddress(address),
      ),
    beginAccountAttempt: (account) =>
      orFallback(
        async () => {
          const { freeFailures, firstDelayMs, maxDelayMs, forgetAfterMs } = THROTTLE_LIMITS;
          const args = [Date.now(), freeFailures, firstDelayMs, maxDelayMs, forgetAfterMs];
          const lockedMs = Number(await redis.eval(BEGIN_ATTEMPT, 1, key('acct', account), ...args));
          return lockedMs > 0 ? secondsUntil(lockedMs) : 0;
        },
        () => fallback.beginAccountAttempt(account),
      ),
    accountSucceeded: (account) =>
      orFallback(
        async () => {
          await redis.del(key('acct', account));
        },
        () => fallback.accountSucceeded(account),
      ),
    async close() {
      if (redis.status === 'wait' || redis.status === 'end') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
    },
  };
}
