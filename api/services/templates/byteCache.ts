/** A least-recently-used cache bounded by the total size of its values, with optional expiry. */
export type ByteCache<V> = {
  get(key: string, now?: number): V | undefined;
  set(key: string, value: V, size: number, expiresAt?: number): void;
};

/** Creates a cache holding at most `maxBytes` (a value larger than that is simply not kept). */
export function createByteCache<V>(maxBytes: number): ByteCache<V> {
  // Map keeps insertion order: re-inserting on every hit makes the first key the least recent.
  const entries = new Map<string, { value: V; size: number; expiresAt: number }>();
  let total = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (entry) {
      total -= entry.size;
      entries.delete(key);
    }
  };
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      remove(key);
      if (entry.expiresAt <= now) return undefined;
      entries.set(key, entry);
      total += entry.size;
      return entry.value;
    },
    set(key, value, size, expiresAt = Number.POSITIVE_INFINITY) {
      remove(key);
      if (size > maxBytes) return;
      entries.set(key, { value, size, expiresAt });
      total += size;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
  };
}
