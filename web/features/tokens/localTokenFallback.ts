// The spec's local fallback count (section 9): shown when the balance cannot be fetched. It
// starts at 5 and goes back up to 5 once per calendar day when lower, using a stored reset date;
// every balance the server does report is remembered as the new local count.

const COUNT_KEY = 'memeFuel.tokens';
const RESET_KEY = 'memeFuel.lastTokenReset';
export const FALLBACK_TOKENS = 5;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the fallback is then simply 5.
    return null;
  }
}

/** The local calendar day, e.g. 2026-11-22. */
function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The stored count, topped up to 5 if the last reset was on an earlier day. */
export function fallbackTokens(now = new Date(), storage: Storage | null = browserStorage()): number {
  if (!storage) return FALLBACK_TOKENS;
  const stored = Number.parseInt(storage.getItem(COUNT_KEY) ?? '', 10);
  let count = Number.isFinite(stored) && stored >= 0 ? stored : FALLBACK_TOKENS;
  const today = localDay(now);
  if (storage.getItem(RESET_KEY) !== today) {
    if (count < FALLBACK_TOKENS) count = FALLBACK_TOKENS;
    storage.setItem(COUNT_KEY, String(count));
    storage.setItem(RESET_KEY, today);
  }
  return count;
}

/** Remembers a balance the server reported. */
export function rememberTokens(count: number, storage: Storage | null = browserStorage()): void {
  storage?.setItem(COUNT_KEY, String(count));
}
