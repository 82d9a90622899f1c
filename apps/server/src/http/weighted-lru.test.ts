import { describe, expect, it } from 'vitest';
import { createWeightedLru } from './weighted-lru.js';

describe('a weighted LRU', () => {
  const lengths = () => createWeightedLru<string, string>(10, (value) => value.length);

  it('drops the least recently used once the weight passes its capacity', () => {
    const lru = lengths();
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    expect(lru.get('a')).toBe('aaaa');
    lru.set('c', 'cccc');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('aaaa');
    expect(lru.weight).toBe(8);
    expect(lru.size).toBe(2);
  });

  it('keeps nothing heavier than its whole capacity', () => {
    const lru = lengths();
    lru.set('a', 'aaaa');
    lru.set('huge', 'x'.repeat(11));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBe('aaaa');
  });

  it('counts an entry that grew, and drops others for it', () => {
    const lru = lengths();
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    lru.grew('b', 4);
    expect(lru.weight).toBe(8);
    expect(lru.get('a')).toBeUndefined();
    lru.grew('gone', 100);
    expect(lru.weight).toBe(8);
  });

  it('replaces an entry set again, counting it once', () => {
    const lru = lengths();
    lru.set('a', 'aaaa');
    lru.set('a', 'aa');
    expect(lru.weight).toBe(2);
    lru.delete('a');
    expect(lru.weight).toBe(0);
  });
});
