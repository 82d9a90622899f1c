import { describe, expect, it } from 'vitest';
import { parseBracketQuery, toBracketQuery, type QueryObject } from './query.js';
import { vodListQuerySchema } from './vod.js';

/** What a server sees: the query string split into flat pairs, repeated keys as arrays. */
function flatPairs(search: string): Record<string, string | string[]> {
  const flat: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = flat[key];
    flat[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return flat;
}

const roundTrip = (query: QueryObject) => parseBracketQuery(flatPairs(toBracketQuery(query)));

describe('toBracketQuery', () => {
  it('writes the spec style with brackets left readable', () => {
    expect(
      toBracketQuery({
        filter: { id: 3, type: 1 },
        sort: { created: 'desc' },
        config: { enable_rate: 1 },
      }),
    ).toBe('filter[id]=3&filter[type]=1&sort[created]=desc&config[enable_rate]=1');
  });

  it('writes arrays with an index per item', () => {
    expect(toBracketQuery({ filter: { genre_id: [4, 7] } })).toBe(
      'filter[genre_id][0]=4&filter[genre_id][1]=7',
    );
  });

  it('encodes values and key names but not the brackets', () => {
    expect(toBracketQuery({ filter: { title: 'Tom & Jerry = 1 ü' }, 'odd key': 'a/b' })).toBe(
      'filter[title]=Tom%20%26%20Jerry%20%3D%201%20%C3%BC&odd%20key=a%2Fb',
    );
  });

  it('leaves out null and undefined', () => {
    expect(toBracketQuery({ page: 1, limit: undefined, filter: { id: null } })).toBe('page=1');
  });

  it('writes booleans as text', () => {
    expect(toBracketQuery({ filter: { type: { all: true } } })).toBe('filter[type][all]=true');
  });
});

describe('parseBracketQuery', () => {
  it('nests bracket keys', () => {
    expect(parseBracketQuery({ 'filter[id]': '3', 'sort[created]': 'desc', page: '2' })).toEqual({
      filter: { id: '3' },
      sort: { created: 'desc' },
      page: '2',
    });
  });

  it('reads filter[genre_id][0]=4 as an object keyed by index', () => {
    expect(parseBracketQuery({ 'filter[genre_id][0]': '4', 'filter[genre_id][1]': '7' })).toEqual({
      filter: { genre_id: { '0': '4', '1': '7' } },
    });
  });

  it('keeps every value of repeated empty-bracket keys', () => {
    expect(parseBracketQuery({ 'ids[]': ['1', '2', '3'] })).toEqual({
      ids: { '0': '1', '1': '2', '2': '3' },
    });
  });

  it('keeps the last value of other repeated keys', () => {
    expect(parseBracketQuery({ page: ['1', '2'] })).toEqual({ page: '2' });
  });

  it('lets a nested value win over a plain one with the same name', () => {
    expect(parseBracketQuery({ filter: '5', 'filter[id]': '3' })).toEqual({ filter: { id: '3' } });
    expect(parseBracketQuery({ 'filter[id]': '3', filter: '5' })).toEqual({ filter: { id: '3' } });
  });

  it('skips malformed keys', () => {
    expect(parseBracketQuery({ '[id]': '1', 'a]b': '2', 'ok[x]': '3' })).toEqual({
      ok: { x: '3' },
    });
  });

  it('never writes to Object.prototype', () => {
    const parsed = parseBracketQuery({
      '__proto__[polluted]': 'yes',
      'filter[__proto__][polluted]': 'yes',
      'constructor[prototype][polluted]': 'yes',
    });
    expect(parsed).toEqual({});
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('round trips', () => {
  it('returns the same shape, with values as text', () => {
    expect(
      roundTrip({
        page: 1,
        filter: { genre_id: [4, 7], title: 'Amélie & co', type: { all: true } },
        sort: { created: 'desc' },
      }),
    ).toEqual({
      page: '1',
      filter: { genre_id: { '0': '4', '1': '7' }, title: 'Amélie & co', type: { all: 'true' } },
      sort: { created: 'desc' },
    });
  });

  it('feeds the list query schema, which turns text back into numbers', () => {
    const query = {
      page: 2,
      limit: 24,
      filter: { genre_id: [4, 7], year: '1990-1999', type: 0 },
      sort: { created: 'desc' },
      config: { enable_rate: 1 },
    } satisfies QueryObject;
    expect(vodListQuerySchema.parse(roundTrip(query))).toEqual({
      page: 2,
      limit: 24,
      filter: { genre_id: [4, 7], year: [1990, 1999], type: 0 },
      sort: { created: 'desc' },
      config: { enable_rate: true },
    });
  });

  it('survives characters that need encoding', () => {
    const title = 'a+b c&d=e/f?g#h%i[j]k ü 東京';
    expect(roundTrip({ filter: { title } })).toEqual({ filter: { title } });
  });
});
