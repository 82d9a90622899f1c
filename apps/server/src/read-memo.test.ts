import { describe, expect, it } from 'vitest';
import { createReadMemo, thenForget } from './read-memo.js';

function counting(options: { maxAgeMs?: number; capacity?: number } = {}) {
  let time = 0;
  const reads: string[] = [];
  const memo = createReadMemo(
    (key: string) => {
      reads.push(key);
      return Promise.resolve(`${key}@${time}`);
    },
    { maxAgeMs: options.maxAgeMs ?? 1000, capacity: options.capacity ?? 10, now: () => time },
  );
  return { memo, reads, advance: (ms: number) => (time += ms) };
}

describe('createReadMemo', () => {
  it('serves a read for the next 1000 ms, then reads again', async () => {
    const { memo, reads, advance } = counting();
    expect(await memo.get('a')).toBe('a@0');
    advance(999);
    expect(await memo.get('a')).toBe('a@0');
    advance(1);
    expect(await memo.get('a')).toBe('a@1000');
    expect(reads).toEqual(['a', 'a']);
  });

  it('shares one read between calls that arrive while it is in flight', async () => {
    const { memo, reads } = counting();
    const [first, second] = await Promise.all([memo.get('a'), memo.get('a')]);
    expect(first).toBe(second);
    expect(reads).toEqual(['a']);
  });

  it('reads a forgotten key again at once, and only that key', async () => {
    const { memo, reads, advance } = counting();
    await memo.get('a');
    await memo.get('b');
    advance(10);
    memo.forget('a');
    expect(await memo.get('a')).toBe('a@10');
    expect(await memo.get('b')).toBe('b@0');
    memo.clear();
    expect(await memo.get('b')).toBe('b@10');
    expect(reads).toEqual(['a', 'b', 'a', 'b']);
  });

  it('drops the least recently read keys beyond its capacity', async () => {
    const { memo, reads } = counting({ capacity: 2 });
    await memo.get('a');
    await memo.get('b');
    await memo.get('c');
    await memo.get('c');
    await memo.get('b');
    await memo.get('a');
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not keep a read that failed', async () => {
    let fail = true;
    const memo = createReadMemo(
      (key: string) => (fail ? Promise.reject(new Error('database down')) : Promise.resolve(key)),
      { maxAgeMs: 1000, capacity: 10, now: () => 0 },
    );
    await expect(memo.get('a')).rejects.toThrow('database down');
    fail = false;
    expect(await memo.get('a')).toBe('a');
  });
});

describe('thenForget', () => {
  it('forgets with the write’s arguments whether the write succeeded or failed', async () => {
    const forgotten: number[] = [];
    const write = thenForget(
      (id: number) => (id < 0 ? Promise.reject(new Error('refused')) : Promise.resolve(id * 2)),
      (id) => forgotten.push(id),
    );
    expect(await write(4)).toBe(8);
    await expect(write(-1)).rejects.toThrow('refused');
    expect(forgotten).toEqual([4, -1]);
  });
});
