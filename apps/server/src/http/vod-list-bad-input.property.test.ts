import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@marquee/contract';
import { hostileText, urlText } from '../test/hostile-arbitraries.js';
import type { TestApp } from '../test/test-app.js';
import { createBadInputWorld, RUNS, listBody, expectError } from './bad-input-world.js';

// Bad query strings at the film list (bad-input-world.ts says why and how hard it searches).
let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, token } = await createBadInputWorld());
});
afterAll(() => t.close());

describe('GET /api/vods/list with any query string', () => {
  const realKeys = [
    'page',
    'limit',
    'filter[id]',
    'filter[type]',
    'filter[type][all]',
    'filter[title]',
    'filter[genre_id]',
    'filter[genre_id][0]',
    'filter[genre_id][1]',
    'filter[genre_id][]',
    'filter[show_type_id][0]',
    'filter[year]',
    'filter[multi_event_vod_season_id]',
    'filter[episode_number]',
    'sort[created]',
    'sort[title]',
    'sort[year]',
    'sort[episode_number]',
    'config[enable_rate]',
  ];
  const fakeKeys = [
    'x',
    'filter',
    'sort',
    'config',
    'filter[x]',
    'sort[x]',
    'config[x]',
    'filter[]',
    '[]',
    '[a]',
    'filter[id][0]',
    'filter[id][a][b]',
    'page[0]',
    'limit[]',
    'filter][',
    'filter[[id]]',
    'filter[id',
    '__proto__',
    '__proto__[a]',
    '__proto__[polluted]',
    'constructor',
    'constructor[prototype]',
    'constructor[prototype][polluted]',
    'filter[__proto__][polluted]',
    'filter[constructor][prototype][polluted]',
    'toString',
    'hasOwnProperty',
    'filter[hasOwnProperty]',
    'sort[toString]',
  ];
  const nestedKey = fc
    .tuple(
      fc.constantFrom('filter', 'sort', 'config', 'page', 'x', '__proto__'),
      fc.array(
        fc.oneof(
          fc.constantFrom('', '0', 'id', 'type', '__proto__', 'prototype', 'constructor'),
          fc.string({ maxLength: 4 }),
        ),
        { maxLength: 12 },
      ),
    )
    .map(([root, parts]) => root + parts.map((part) => `[${part}]`).join(''));
  const key = urlText(
    fc.oneof(fc.constantFrom(...realKeys), fc.constantFrom(...fakeKeys), nestedKey),
  );
  const value = urlText(
    fc.oneof(
      hostileText,
      fc.constantFrom('asc', 'desc', 'ASC', 'true', 'all', '1990-1999', '2100-1900', '0000-9999'),
    ),
  );
  const randomPairs = fc
    .array(fc.tuple(key, value, fc.boolean()), { maxLength: 8 })
    .map((pairs) => pairs.map(([k, v, bare]) => (bare && v === '' ? k : `${k}=${v}`)));
  // A bad value hides among good ones only when nothing else fails first: one real key with a
  // hostile value, beside a valid query, reaches the service and the database.
  const oneBadValue = fc
    .tuple(
      fc.subarray([
        'page=1',
        'limit=5',
        'filter[type]=0',
        'sort[created]=desc',
        'config[enable_rate]=1',
        'filter[genre_id][0]=1',
      ]),
      fc.constantFrom(...realKeys),
      value,
    )
    .map(([valid, k, v]) => [...valid, `${k}=${v}`]);
  const query = fc.oneof(randomPairs, oneBadValue).map((pairs) => pairs.join('&'));

  it('answers 200 with a list or 400 with field errors, never a 5xx, and pollutes nothing', async () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await t.call({ url: `/api/vods/list?${search}`, token });
        if (response.statusCode === 200) {
          expect(listBody.parse(response.json()).status).toBe(Status.ok);
        } else {
          const body = expectError(response, [400]);
          expect(body.message).toMatch(/^Invalid query: /);
          expect(body.errors, response.body).toBeDefined();
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      {
        numRuns: RUNS,
        examples: [['filter[title]=a%00b'], ['filter[episode_number]=99999999999']],
      },
    );
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  });

  it('keeps answering valid queries with what they ask for', async () => {
    const validQuery = fc.record(
      {
        page: fc.integer({ min: 1, max: 5 }),
        limit: fc.integer({ min: 1, max: 200 }),
        type: fc.constantFrom('0', '1'),
        sort: fc.constantFrom('created', 'title', 'year', 'episode_number'),
        direction: fc.constantFrom('asc', 'desc'),
        rate: fc.constantFrom('0', '1'),
        title: fc.constantFrom('a', 'e', 'the', '%', '_'),
        years: fc
          .tuple(fc.integer({ min: 1900, max: 2030 }), fc.nat({ max: 50 }))
          .map(([from, span]) => `${from}-${from + span}`),
      },
      { requiredKeys: ['page', 'limit'] },
    );
    await fc.assert(
      fc.asyncProperty(validQuery, async (q) => {
        const parts = [`page=${q.page}`, `limit=${q.limit}`];
        if (q.type) parts.push(`filter[type]=${q.type}`);
        if (q.sort && q.direction) parts.push(`sort[${q.sort}]=${q.direction}`);
        if (q.rate) parts.push(`config[enable_rate]=${q.rate}`);
        if (q.title) parts.push(`filter[title]=${encodeURIComponent(q.title)}`);
        if (q.years) parts.push(`filter[year]=${q.years}`);
        const response = await t.call({ url: `/api/vods/list?${parts.join('&')}`, token });
        expect(response.statusCode, response.body).toBe(200);
        const { items, pager } = listBody.parse(response.json()).data!;
        expect(items.length).toBeLessThanOrEqual(q.limit);
        expect(pager.page).toBe(q.page);
        if (q.type) expect(items.every((item) => item.type === Number(q.type))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
