/**
 * A map that keeps at most `capacity` of weight (bytes, or 1 per entry for a count), dropping
 * the least recently used first. An entry heavier than the whole capacity is not kept.
 *
 * Recency is approximated as in the CLOCK algorithm: a read only marks its entry, and eviction
 * gives a marked entry a second chance (unmarked, moved to the newest end) before it drops one.
 * A read is then one Map lookup, where moving the entry on every read cost a delete and an
 * insert of its key each time.
 */
export function createWeightedLru<K, V>(capacity: number, weightOf: (value: V, key: K) => number) {
  interface Entry {
    value: V;
    weight: number;
    used: boolean;
  }
  // A Map iterates in insertion order: the oldest (or longest unread) first.
  const entries = new Map<K, Entry>();
  let total = 0;

  function drop(key: K): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.weight;
  }

  function evictBeyondCapacity(): void {
    while (total > capacity) {
      const [key, entry] = entries.entries().next().value as [K, Entry];
      entries.delete(key);
      if (entry.used) {
        entry.used = false;
        entries.set(key, entry);
      } else {
        total -= entry.weight;
      }
    }
  }

  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entry.used = true;
      return entry.value;
    },
    set(key: K, value: V): void {
      drop(key);
      const weight = weightOf(value, key);
      if (weight > capacity) return;
      entries.set(key, { value, weight, used: false });
      total += weight;
      evictBeyondCapacity();
    },
    /** Adds weight to a kept entry that has grown (e.g. a compressed copy was added). */
    grew(key: K, by: number): void {
      const entry = entries.get(key);
      if (!entry) return;
      entry.weight += by;
      total += by;
      evictBeyondCapacity();
    },
    delete: drop,
    clear(): void {
      entries.clear();
      total = 0;
    },
    get size(): number {
      return entries.size;
    },
    get weight(): number {
      return total;
    },
  };
}

export type WeightedLru<K, V> = ReturnType<typeof createWeightedLru<K, V>>;
