// The sign-in throttle on its own: the backoff schedule, the address window, forgetting, and the
// Redis-backed version shared between instances (and surviving Redis being down).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backoffMs, createMemoryThrottle, THROTTLE_LIMITS, type SignInThrottle } from '../../../api/auth/throttle';
import { createRedisThrottle } from '../../../api/auth/throttleRedis';
import { createLogger } from '../../../api/platform/log';

const silent = createLogger('silent');

describe('backoff schedule', () => {
  it('is free for 4 failures, then 1 s doubling per failure, capped at 15 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(backoffMs(15)).toBe(15 * 60 * 1000);
    expect(backoffMs(500)).toBe(15 * 60 * 1000);
  });
});

/** Counts how many attempts in a row the throttle lets through before refusing. */
async function attemptsAllowed(throttle: SignInThrottle, account: string, max = 50): Promise<number> {
  for (let attempt = 0; attempt < max; attempt += 1) if (await throttle.beginAccountAttempt(account)) return attempt;
  return max;
}

describe('in memory', () => {
  it('locks an account after 5 failures for 1 s, then 2 s after the next one', async () => {
    let now = 1_000_000;
    const throttle = createMemoryThrottle({ now: () => now });
    expect(await attemptsAllowed(throttle, 'alice')).toBe(5);
    expect(await throttle.beginAccountAttempt('alice')).toBe(1);
    now += 1000;
    expect(await throttle.beginAccountAttempt('alice')).toBe(0);
    expect(await throttle.beginAccountAttempt('alice')).toBe(2);
    now += 1999;
    expect(await throttle.beginAccountAttempt('alice')).toBe(1);
    // Other accounts are not affected.
    expect(await throttle.beginAccountAttempt('bob')).toBe(0);
  });

  it('a success clears the account; failures are forgotten after a day', async () => {
    let now = 0;
    const throttle = createMemoryThrottle({ now: () => now });
    await attemptsAllowed(throttle, 'carol');
    await throttle.accountSucceeded('carol');
    expect(await attemptsAllowed(throttle, 'carol')).toBe(5);
    now += THROTTLE_LIMITS.forgetAfterMs;
    expect(await attemptsAllowed(throttle, 'carol')).toBe(5);
  });

  it('gives an address 30 attempts per 5-minute window (or the configured number)', async () => {
    let now = 0;
    const throttle = createMemoryThrottle({ now: () => now });
    for (let attempt = 0; attempt < THROTTLE_LIMITS.addressLimit; attempt += 1) expect(await throttle.hitAddress('10.0.0.1')).toBe(0);
    expect(await throttle.hitAddress('10.0.0.1')).toBe(300);
    expect(await throttle.hitAddress('10.0.0.2')).toBe(0);
    now += THROTTLE_LIMITS.addressWindowMs;
    expect(await throttle.hitAddress('10.0.0.1')).toBe(0);
    const generous = createMemoryThrottle({ addressLimit: 100, now: () => now });
    for (let attempt = 0; attempt < 100; attempt += 1) expect(await generous.hitAddress('10.0.0.3')).toBe(0);
    expect(await generous.hitAddress('10.0.0.3')).toBeGreaterThan(0);
  });
});

describe.runIf(process.env.REDIS_URL)('on Redis', () => {
  it('two instances share the counters of one account and one address', async () => {
    const prefix = `test-${randomUUID()}:`;
    const first = createRedisThrottle(process.env.REDIS_URL!, prefix, silent);
    const second = createRedisThrottle(process.env.REDIS_URL!, prefix, silent);
    try {
      for (let attempt = 0; attempt < THROTTLE_LIMITS.freeFailures; attempt += 1) {
        expect(await (attempt % 2 ? first : second).beginAccountAttempt('dave')).toBe(0);
      }
      expect(await first.beginAccountAttempt('dave')).toBe(1);
      expect(await second.beginAccountAttempt('dave')).toBe(1);
      await second.accountSucceeded('dave');
      expect(await first.beginAccountAttempt('dave')).toBe(0);

      for (let attempt = 0; attempt < THROTTLE_LIMITS.addressLimit; attempt += 1) await (attempt % 2 ? first : second).hitAddress('10.1.1.1');
      expect(await first.hitAddress('10.1.1.1')).toBeGreaterThan(290);
      expect(await second.hitAddress('10.1.1.2')).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('with Redis unreachable', () => {
  it('falls back to counting in the process instead of failing sign-ins', async () => {
    const throttle = createRedisThrottle('redis://127.0.0.1:1', `test-${randomUUID()}:`, silent);
    try {
      const started = Date.now();
      expect(await attemptsAllowed(throttle, 'erin', 10)).toBe(5);
      expect(await throttle.hitAddress('10.2.2.2')).toBe(0);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await throttle.close();
    }
  });
});
