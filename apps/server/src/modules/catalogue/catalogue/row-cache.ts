/**
 * Rows by id, read from the database once and then served from memory, the least recently used
 * dropped beyond `capacity`. A cache belongs to one catalogue version (a title snapshot), so it
 * never outlives a change to what it holds but one: a change to one title's row (`update`).
 */
export function createRowCache<R>(
  load: (ids: number[]) => Promise<Map<number, R>>,
  capacity: number,
) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const rows = new Map<number, R>();
  // The ids of each read under way that may still be kept: a row updated while it was being
  // read may have been read before its change.
  const reading = new Set<Set<number>>();

  /** Reads rows, and keeps those not updated meanwhile. */
  async function loadAndKeep(ids: number[]): Promise<Map<number, R>> {
    const keep = new Set(ids);
    reading.add(keep);
    try {
      const loaded = await load(ids);
      for (const [id, row] of loaded) if (keep.has(id)) rows.set(id, row);
      evictBeyondCapacity();
      return loaded;
    } finally {
      reading.delete(keep);
    }
  }

  function touch(id: number): R | undefined {
    const row = rows.get(id);
    if (row === undefined) return undefined;
    rows.delete(id);
    rows.set(id, row);
    return row;
  }

  function evictBeyondCapacity(): void {
    for (const id of rows.keys()) {
      if (rows.size <= capacity) return;
      rows.delete(id);
    }
  }

  return {
    /** The rows of these ids, in that order; ids with no row are left out. */
    async get(ids: number[]): Promise<R[]> {
      // Taken before the read, which may update or evict some of them.
      const held = ids.map(touch);
      const missing = ids.filter((_, index) => held[index] === undefined);
      const loaded = missing.length > 0 ? await loadAndKeep(missing) : new Map<number, R>();
      return ids.flatMap((id, index) => held[index] ?? loaded.get(id) ?? []);
    },
    /**
     * Loads the rows of these ids that it does not hold, `chunk` at a time, up to its
     * capacity: after it, calls for them read nothing.
     */
    async warm(ids: number[], chunk: number): Promise<void> {
      const wanted = ids.slice(0, capacity);
      for (let start = 0; start < wanted.length; start += chunk) {
        const missing = wanted.slice(start, start + chunk).filter((id) => !rows.has(id));
        if (missing.length > 0) await loadAndKeep(missing);
      }
    },
    /**
     * Applies a change to the row of `id`, if kept, and keeps none of it from reads under way,
     * which may have read it before the change: the next call that lacks it reads it again.
     */
    update(id: number, change: (row: R) => R): void {
      const row = rows.get(id);
      if (row !== undefined) rows.set(id, change(row));
      for (const keep of reading) keep.delete(id);
    },
    get size() {
      return rows.size;
    },
  };
}

export type RowCache<R> = ReturnType<typeof createRowCache<R>>;
