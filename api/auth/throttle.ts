// Sign-in throttling (SECURITY.md "Guessing"): a per-account backoff that starts after 5 failures
// and doubles up to 15 minutes, and a per-address limit on every sign-in route. Kept in memory by
// default; with REDIS_URL every instance shares the counters (see ./throttleRedis.ts).

/** The settings of SECURITY.md; tests read them instead of repeating numbers. */
export const THROTTLE_LIMITS = {
  /** Failures allowed before the backoff starts. */
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  /** An account's failures are forgotten after this long without a new one. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
  /** Sign-in attempts (login, register, popup, password change) per address per window; SIGNIN_ADDRESS_LIMIT. */
  addressLimit: 30,
  addressWindowMs: 5 * 60 * 1000,
};

/**
 * Each method answers 0 when the attempt may go ahead, otherwise the seconds to wait.
 * An account attempt counts as a failure from the moment it starts, so parallel guesses can't all
 * slip through before the first one is recorded; `accountSucceeded` wipes the slate.
 */
export type SignInThrottle = {
  hitAddress(address: string): Promise<number>;
  beginAccountAttempt(account: string): Promise<number>;
  accountSucceeded(account: string): Promise<void>;
  close(): Promise<void>;
};

/** How long an account stays locked after its `failures`-th failure (0 below the free failures). */
export function backoffMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = THROTTLE_LIMITS;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelayMs * 2 ** Math.min(failures - freeFailures, 30), maxDelayMs);
}

export function secondsUntil(milliseconds: number): number {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}

type AddressWindow = { count: number; resetAt: number };
type AccountState = { failures: number; lockedUntil: number; forgetAt: number };

export type ThrottleOptions = {
  /** Overrides THROTTLE_LIMITS.addressLimit (SIGNIN_ADDRESS_LIMIT, e.g. for a browser test suite on one address). */
  addressLimit?: number;
  /** The clock, so tests can move it. */
  now?: () => number;
};

/** One process's counters. */
export function createMemoryThrottle({ addressLimit = THROTTLE_LIMITS.addressLimit, now = Date.now }: ThrottleOptions = {}): SignInThrottle {
  const addresses = new Map<string, AddressWindow>();
  const accounts = new Map<string, AccountState>();
  let operations = 0;

  // Expired entries are dropped every so often, so guessed usernames can't grow the maps forever.
  function sweep(at: number): void {
    if (++operations % 1000 !== 0) return;
    for (const [key, window] of addresses) if (window.resetAt <= at) addresses.delete(key);
    for (const [key, state] of accounts) if (state.forgetAt <= at) accounts.delete(key);
  }

  return {
    async hitAddress(address) {
      const at = now();
      sweep(at);
      let window = addresses.get(address);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + THROTTLE_LIMITS.addressWindowMs };
        addresses.set(address, window);
      }
      window.count += 1;
      return window.count > addressLimit ? secondsUntil(window.resetAt - at) : 0;
    },
    async beginAccountAttempt(account) {
      const at = now();
      sweep(at);
      let state = accounts.get(account);
      if (state && state.forgetAt <= at) state = undefined;
      if (state && state.lockedUntil > at) return secondsUntil(state.lockedUntil - at);
      const failures = (state?.failures ?? 0) + 1;
      const delay = backoffMs(failures);
      accounts.set(account, { failures, lockedUntil: delay ? at + delay : 0, forgetAt: at + THROTTLE_LIMITS.forgetAfterMs });
      return 0;
    },
    async accountSucceeded(account) {
      accounts.delete(account);
    },
    async close() {},
  };
}
