import { describe, expect, it } from 'vitest';
import { createVersionReader, forgettingOnNewVersion } from './change-counter.js';

describe('the version reader', () => {
  function reader() {
    const state = { version: 1, reads: 0, clock: 0, localChanges: 0 };
    const read = () => {
      state.reads += 1;
      return Promise.resolve(state.version);
    };
    const current = createVersionReader(read, {
      maxAgeMs: 1000,
      now: () => state.clock,
      localChanges: () => state.localChanges,
    });
    return { state, current };
  }

  it('serves one read to every call within a second', async () => {
    const { state, current } = reader();
    expect(await Promise.all([current(), current()])).toEqual([1, 1]);
    state.version = 2;
    state.clock = 999;
    expect(await current()).toBe(1);
    expect(state.reads).toBe(1);
  });

  it('reads again once a second has passed', async () => {
    const { state, current } = reader();
    await current();
    state.version = 2;
    state.clock = 1000;
    expect(await current()).toBe(2);
    expect(state.reads).toBe(2);
  });

  it('does not share a read that began before a change in this process, and keeps the newer', async () => {
    let localChanges = 0;
    const reads: ((version: number) => void)[] = [];
    const current = createVersionReader(
      () => new Promise<number>((resolve) => reads.push(resolve)),
      { maxAgeMs: 1000, now: () => 0, localChanges: () => localChanges },
    );
    const early = current();
    localChanges = 1;
    const late = current();
    expect(reads).toHaveLength(2);
    reads[1]!(2);
    expect(await late).toBe(2);
    reads[0]!(1);
    expect(await early).toBe(1);
    expect(await current()).toBe(2);
    expect(reads).toHaveLength(2);
  });

  it('reads again at once after a bump in this process', async () => {
    const { state, current } = reader();
    await current();
    state.version = 2;
    state.localChanges = 1;
    expect(await current()).toBe(2);
    expect(await current()).toBe(2);
    expect(state.reads).toBe(2);
  });
});

describe('forgetting on a new version', () => {
  it('forgets on the first call and on each call that sees a newer version, never otherwise', async () => {
    let version = 0;
    let forgotten = 0;
    const read = forgettingOnNewVersion(
      () => Promise.resolve(version),
      () => (forgotten += 1),
    );
    expect(await read()).toBe(0);
    expect(forgotten).toBe(1);
    await read();
    expect(forgotten).toBe(1);
    version = 3;
    expect(await read()).toBe(3);
    await read();
    expect(forgotten).toBe(2);
  });

  it('does not forget again when a call answers with an older version than one already seen', async () => {
    const versions = [5, 4];
    let forgotten = 0;
    const read = forgettingOnNewVersion(
      () => Promise.resolve(versions.shift()!),
      () => (forgotten += 1),
    );
    await read();
    expect(await read()).toBe(4);
    expect(forgotten).toBe(1);
  });
});
