import { describe, expect, it } from 'vitest';
import { changedKeys, jsonLines } from './changed-keys';

describe('the keys an audited change touched', () => {
  it('are those whose values differ, added and removed keys included', () => {
    const before = { name: 'Marquee', colours: { main: '#e50914' }, logo: 'a.png' };
    const after = { name: 'Marquee', colours: { main: '#00ff00' }, tagline: 'Watch' };
    expect(changedKeys(before, after)).toEqual(['colours', 'logo', 'tagline']);
  });

  it('are all the keys of a thing made or removed', () => {
    expect(changedKeys(null, { totp_enabled: true })).toEqual(['totp_enabled']);
    expect(changedKeys({ id: 4, model: 'TV' }, null)).toEqual(['id', 'model']);
  });

  it('are none when the sides are not objects', () => {
    expect(changedKeys('a', 'b')).toEqual([]);
    expect(changedKeys([1], [2])).toEqual([]);
  });
});

describe('the JSON lines of an audited value', () => {
  it('mark the lines of changed keys and keep the JSON readable', () => {
    const lines = jsonLines({ a: 1, b: { c: 2 } }, ['b']);
    expect(lines.map((line) => line.text).join('\n')).toBe(
      JSON.stringify({ a: 1, b: { c: 2 } }, null, 2),
    );
    expect(lines.filter((line) => line.changed).map((line) => line.text)).toEqual([
      '  "b": {\n    "c": 2\n  }',
    ]);
  });

  it('write a value that is no object as it is', () => {
    expect(jsonLines(null, [])).toEqual([{ text: 'null', changed: false }]);
  });
});
