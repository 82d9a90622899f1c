/**
 * Rows by id, read from the database once and then served from memory, the least recently used
 * dropped beyond `capacity`. A cache belongs to one catalogue version (a title snapshot), so it
 * never outlives a change to what it holds.
 */
export function createRowCache<R>(
  load: (ids: number[]) => Promise<Map<number, R>>,
  capacity: number,
) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const rows = new Map<number, R>();

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
      const missing = ids.filter((id) => !rows.has(id));
      const loaded = missing.length > 0 ? await load(missing) : new Map<number, R>();
      const result = ids.flatMap((id) => touch(id) ?? loaded.get(id) ?? []);
      for (const [id, row] of loaded) rows.set(id, row);
      evictBeyondCapacity();
      return result;
    },
    /**
     * Loads the rows of these ids that it does not hold, `chunk` at a time, up to its
     * capacity: after it, calls for them read nothing.
     */
    async warm(ids: number[], chunk: number): Promise<void> {
      const wanted = ids.slice(0, capacity);
      for (let start = 0; start < wanted.length; start += chunk) {
        const missing = wanted.slice(start, start + chunk).filter((id) => !rows.has(id));
        if (missing.length === 0) continue;
        for (const [id, row] of await load(missing)) rows.set(id, row);
        evictBeyondCapacity();
      }
    },
    get size() {
      return rows.size;
    },
  };
}

export type RowCache<R> = ReturnType<typeof createRowCache<R>>;
