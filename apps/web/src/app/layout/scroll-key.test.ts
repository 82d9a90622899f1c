import { describe, expect, it } from 'vitest';
import { createScrollKeys, pageOf } from './scroll-key';

const at = (key: string, path: string) => {
  const url = new URL(path, 'http://x');
  return { key, pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('pageOf', () => {
  it('ignores ?play and ?trailer but keeps the rest of the query and the hash', () => {
    expect(pageOf(at('a', '/movies/3?play'))).toBe('/movies/3');
    expect(pageOf(at('a', '/tv-shows/4?trailer=1'))).toBe('/tv-shows/4');
    expect(pageOf(at('a', '/movies?page=2&play'))).toBe('/movies?page=2');
    expect(pageOf(at('a', '/account#devices'))).toBe('/account#devices');
  });
});

describe('createScrollKeys', () => {
  it('gives a new page its own key, so it starts at the top', () => {
    const keyOf = createScrollKeys();
    expect(keyOf(at('k1', '/'))).toBe('k1');
    expect(keyOf(at('k2', '/movies/3'))).toBe('k2');
    expect(keyOf(at('k3', '/movies?page=2'))).toBe('k3');
    expect(keyOf(at('k4', '/'))).toBe('k4');
  });

  it('keeps the key (and the position) when only ?play or ?trailer changes', () => {
    const keyOf = createScrollKeys();
    expect(keyOf(at('k1', '/movies/3'))).toBe('k1');
    expect(keyOf(at('k2', '/movies/3?play'))).toBe('k1');
    expect(keyOf(at('k3', '/movies/3'))).toBe('k1');
    expect(keyOf(at('k4', '/movies/3?trailer'))).toBe('k1');
  });

  it('finds an entry key again on back and forward', () => {
    const keyOf = createScrollKeys();
    keyOf(at('k1', '/'));
    keyOf(at('k2', '/movies/3'));
    expect(keyOf(at('k1', '/'))).toBe('k1');
    expect(keyOf(at('k2', '/movies/3'))).toBe('k2');
  });
});
