import { describe, expect, it } from 'vitest';
import { createRowCache } from './row-cache.js';
import { versioned } from './title-snapshots.js';

/** A promise and the function that settles it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('versioned', () => {
  it('builds once for calls at the same version, even when they overlap', async () => {
    let builds = 0;
    const get = versioned(
      () => Promise.resolve(1),
      () => Promise.resolve(++builds),
    );
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(await get()).toBe(1);
    expect(builds).toBe(1);
  });

  it('rebuilds on the first call after the version grows', async () => {
    let version = 1;
    let builds = 0;
    const get = versioned(
      () => Promise.resolve(version),
      () => Promise.resolve(`build ${++builds} at ${version}`),
    );
    expect(await get()).toBe('build 1 at 1');
    version = 2;
    expect(await get()).toBe('build 2 at 2');
    expect(await get()).toBe('build 2 at 2');
  });

  it('keeps the newer build when a call that read an older version resumes late', async () => {
    const slowRead = deferred<number>();
    const reads = [slowRead.promise, Promise.resolve(2)];
    const built: number[] = [];
    let version = 0;
    const get = versioned(
      () => reads.shift()!.then((read) => (version = read)),
      () => {
        built.push(version);
        return Promise.resolve(version);
      },
    );
    const late = get();
    expect(await get()).toBe(2);
    slowRead.resolve(1);
    expect(await late).toBe(2);
    expect(built).toEqual([2]);
  });

  it('forgets a failed build and tries again on the next call', async () => {
    let attempts = 0;
    const get = versioned(
      () => Promise.resolve(1),
      () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('database unavailable'))
          : Promise.resolve('built');
      },
    );
    await expect(get()).rejects.toThrow('database unavailable');
    expect(await get()).toBe('built');
  });
});

describe('row cache', () => {
  const loader = () => {
    const asked: number[][] = [];
    const load = (ids: number[]) => {
      asked.push(ids);
      return Promise.resolve(new Map(ids.filter((id) => id < 100).map((id) => [id, `row ${id}`])));
    };
    return { asked, load };
  };

  it('reads only the rows it has not seen, in one batch, and keeps the order asked for', async () => {
    const { asked, load } = loader();
    const cache = createRowCache(load, 10);
    expect(await cache.get([3, 1])).toEqual(['row 3', 'row 1']);
    expect(await cache.get([1, 2, 3, 4])).toEqual(['row 1', 'row 2', 'row 3', 'row 4']);
    expect(asked).toEqual([
      [3, 1],
      [2, 4],
    ]);
  });

  it('leaves out ids that have no row', async () => {
    const { load } = loader();
    expect(await createRowCache(load, 10).get([1, 500, 2])).toEqual(['row 1', 'row 2']);
  });

  it('drops the least recently used rows beyond its capacity', async () => {
    const { asked, load } = loader();
    const cache = createRowCache(load, 2);
    await cache.get([1, 2]);
    await cache.get([1]);
    await cache.get([3]);
    expect(cache.size).toBe(2);
    await cache.get([1, 2]);
    expect(asked.at(-1)).toEqual([2]);
  });

  it('updates a kept row, and does not keep a row that was being read when it changed', async () => {
    let version = 1;
    const reads: (() => void)[] = [];
    // Each read sees the rows as they are when it starts, and answers when told.
    const load = (ids: number[]) => {
      const at = version;
      return new Promise<Map<number, string>>((resolve) =>
        reads.push(() => resolve(new Map(ids.map((id) => [id, `row ${id} v${at}`])))),
      );
    };
    const answered = <T>(promise: Promise<T>) => {
      reads.shift()!();
      return promise;
    };
    const change = (row: string) => row.replace(/v\d$/, `v${version}`);
    const cache = createRowCache(load, 10);
    expect(await answered(cache.get([1, 2]))).toEqual(['row 1 v1', 'row 2 v1']);
    version = 2;
    cache.update(1, change);
    cache.update(7, change);
    expect(await cache.get([1, 2])).toEqual(['row 1 v2', 'row 2 v1']);

    const during = cache.get([3]);
    version = 3;
    cache.update(3, change);
    // Its caller asked before the change and gets what was read; the cache does not keep it.
    expect(await answered(during)).toEqual(['row 3 v2']);
    expect(await answered(cache.get([3]))).toEqual(['row 3 v3']);
    expect(await cache.get([1, 2, 3])).toEqual(['row 1 v2', 'row 2 v1', 'row 3 v3']);
    expect(reads).toHaveLength(0);
    expect(cache.size).toBe(3);
  });

  it('warms the rows it lacks in chunks, up to its capacity, and then reads nothing', async () => {
    const { asked, load } = loader();
    const cache = createRowCache(load, 5);
    await cache.get([2]);
    await cache.warm([1, 2, 3, 4, 5, 6, 7], 2);
    expect(asked).toEqual([[2], [1], [3, 4], [5]]);
    expect(await cache.get([5, 1, 3])).toEqual(['row 5', 'row 1', 'row 3']);
    expect(asked).toHaveLength(4);
  });
});
