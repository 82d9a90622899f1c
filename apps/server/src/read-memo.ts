/**
 * Reads by key through a short memo, for what nearly every call needs and rarely changes (the
 * session behind a token, an account's entitlements, a profile's positions):
 * - a value serves the calls of the next `maxAgeMs`, then is read again, so a change made by
 *   another process (another instance on the same PostgreSQL) shows within that time;
 * - calls arriving while a read is in flight share it;
 * - `forget` drops keys at once: the code that changes what a key reads calls it, so this
 *   process never serves what it has itself changed;
 * - beyond `capacity` keys, the least recently read are dropped.
 */
export function createReadMemo<K, V>(
  read: (key: K) => Promise<V>,
  options: { maxAgeMs: number; capacity: number; now: () => number },
) {
  interface Entry {
    value: Promise<V>;
    readAt: number;
  }
  const entries = new Map<K, Entry>();

  function forgetWhere(matches: (key: K) => boolean): void {
    for (const key of entries.keys()) if (matches(key)) entries.delete(key);
  }

  function get(key: K): Promise<V> {
    const found = entries.get(key);
    if (found && options.now() - found.readAt < options.maxAgeMs) return found.value;
    const entry: Entry = { value: read(key), readAt: options.now() };
    // Delete first: a Map keeps insertion order, so the oldest reads come first.
    entries.delete(key);
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= options.capacity) break;
      entries.delete(oldest);
    }
    return entry.value;
  }

  return {
    get,
    forget: (key: K): void => {
      entries.delete(key);
    },
    forgetWhere,
    clear: (): void => {
      entries.clear();
    },
  };
}

export type ReadMemo<K, V> = ReturnType<typeof createReadMemo<K, V>>;

/** How long a memoised read serves: what another instance changes shows within a second. */
export const READ_MEMO_MAX_AGE_MS = 1000;

/** `write`, then `forget` with the same arguments, whether the write went through or not. */
export function thenForget<A extends unknown[], R>(
  write: (...args: A) => Promise<R>,
  forget: (...args: A) => void,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await write(...args);
    } finally {
      forget(...args);
    }
  };
}
