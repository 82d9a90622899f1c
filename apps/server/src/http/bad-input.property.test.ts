import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Status,
  envelope,
  errorBodySchema,
  listOf,
  streamSchema,
  vodItemSchema,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { serverRoot } from '../paths.js';
import { hostileText, mediaPathSegment, urlText } from '../test/hostile-arbitraries.js';
import { expectKeyedNotice } from '../test/notice-check.js';
import { basic, createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_ACCOUNT } from '../modules/intake/seed/seed.js';

// Bad input anywhere must end in a 4xx with the error envelope, never in a 5xx; good input
// must keep working. Run counts stay modest so the file runs in seconds on two cores; set
// FC_RUNS (say 2000) for a deeper search. `examples` pin inputs that once gave a 5xx.
const RUNS = Number(process.env.FC_RUNS ?? 150);

let t: TestApp;
let token: string;
let movie: { id: number; profileId: number };
let vodIds: number[];
/** Every title with each of its playback profiles. */
let playable: { single_event_vod_id: number; vod_profile_id: number }[];
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
  const response = await t.call({ url: '/api/vods/list?limit=200', token });
  const items = listBody.parse(response.json()).data!.items;
  vodIds = items.map((item) => item.id);
  playable = items.flatMap((item) =>
    item.movie_source.profiles.map((profile) => ({
      single_event_vod_id: item.id,
      vod_profile_id: profile.id,
    })),
  );
  const first = items.find((item) => item.type === 0)!;
  movie = { id: first.id, profileId: first.movie_source.profiles[0]!.id };
});
afterAll(() => t.close());

const listBody = envelope(listOf(vodItemSchema));
const streamBody = envelope(z.nullable(streamSchema));
const packageJson = readFileSync(join(serverRoot, 'package.json'), 'utf8');
const rootPackageJson = readFileSync(join(serverRoot, '..', '..', 'package.json'), 'utf8');

/** The response is one of `allowed`, JSON, and carries the error envelope with a message. */
function expectError(
  response: LightMyRequestResponse,
  allowed: number[],
  status: number = Status.failure,
) {
  const context = `${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(allowed, context).toContain(response.statusCode);
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(response.json());
  expect(body.status, context).toBe(status);
  expect(body.message.trim(), context).not.toBe('');
  expectKeyedNotice(body, context);
  return body;
}

describe('GET /api/account/login with any Authorization header', () => {
  const credentials = fc
    .tuple(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 1200 }),
    )
    .map(([identifier, password]) => `${identifier}:${password}`);
  const authorization = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
    fc.base64String({ maxLength: 200 }),
    fc.base64String({ maxLength: 200 }).map((value) => `Basic ${value}`),
    credentials.map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
    credentials.map((text) => `basic   ${Buffer.from(text).toString('base64url')}  `),
    fc
      .string({ unit: 'binary', maxLength: 40 })
      .map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
    fc.constantFrom(
      'Basic',
      'Basic ',
      'Basic :',
      `Basic ${Buffer.from(':').toString('base64')}`,
      `Basic ${Buffer.from(':secret').toString('base64')}`,
      `Basic ${Buffer.from('someone:').toString('base64')}`,
      `Basic ${Buffer.from('\0:\0').toString('base64')}`,
      `Basic ${Buffer.from('a\0b:secret').toString('base64')}`,
      `Basic ${'A'.repeat(100_000)}`,
      `Bearer ${'x'.repeat(10_000)}`,
      'x'.repeat(50_000),
    ),
  );

  // Past 20 failures from one address the login limit answers 429, as it should.
  it('answers 400, 401 or 429 with status 0 and a message, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(authorization, async (value) => {
        const response = await t.call({
          url: '/api/account/login',
          headers: { authorization: value },
        });
        expectError(response, [400, 401, 429]);
      }),
      { numRuns: RUNS, examples: [[`Basic ${Buffer.from('a\0b:secret').toString('base64')}`]] },
    );
  });

  it('still logs in with the right credentials however the header is spaced or cased', async () => {
    const scheme = fc.constantFrom('Basic', 'basic', 'BASIC');
    const space = fc.constantFrom(' ', '  ', '\t');
    const identifier = fc.constantFrom(
      DEMO_ACCOUNT.email,
      DEMO_ACCOUNT.email.toUpperCase(),
      ` ${DEMO_ACCOUNT.email} `,
      DEMO_ACCOUNT.username,
    );
    await fc.assert(
      fc.asyncProperty(scheme, space, identifier, async (name, gap, who) => {
        const encoded = basic(who, DEMO_ACCOUNT.password).slice('Basic '.length);
        // From an address of its own: the test above used up 127.0.0.1's failed logins.
        const response = await t.call({
          url: '/api/account/login',
          headers: { authorization: `${name}${gap}${encoded}` },
          remoteAddress: '10.20.30.40',
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().status).toBe(Status.ok);
      }),
      { numRuns: 12 },
    );
  });
});

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

describe('POST /api/vods/stream with any body', () => {
  const post = (payload: string | undefined, contentType: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vods/stream',
      headers: { token, ...(contentType === undefined ? {} : { 'content-type': contentType }) },
      ...(payload === undefined ? {} : { payload }),
    });

  const expectStreamAnswer = (response: LightMyRequestResponse) => {
    if (response.statusCode === 200) {
      expect(streamBody.parse(response.json()).status).toBe(Status.ok);
    } else {
      expectError(response, [400, 403, 404, 413, 415]);
    }
  };

  // Built inside the tests: the real ids are known only after beforeAll.
  const idLike = () =>
    fc.oneof(
      fc.constantFrom(...playable.flatMap((pair) => Object.values(pair))),
      fc.constantFrom(null, true, false, '', ' 1 ', '1e3', '0x1', [], {}, [1], [1, 2], { id: 1 }),
      fc.integer(),
      fc.double(),
      fc.bigInt().map(String),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
  const shaped = () =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...playable), weight: 2 },
      fc.record({ single_event_vod_id: idLike(), vod_profile_id: idLike() }, { requiredKeys: [] }),
      fc.record({
        single_event_vod_id: idLike(),
        vod_profile_id: idLike(),
        extra: fc.jsonValue({ maxDepth: 2 }),
      }),
    );
  const jsonText = () =>
    fc
      .oneof(
        { arbitrary: shaped(), weight: 4 },
        fc.jsonValue({ maxDepth: 4 }),
        fc.anything({ maxDepth: 3 }),
        fc.array(shaped(), { maxLength: 3 }),
      )
      .map((value) => JSON.stringify(value) ?? 'null');

  it('answers any JSON body with 200 or a 4xx and a message, never a 5xx', async () => {
    const body = fc.oneof(
      { arbitrary: jsonText(), weight: 4 },
      fc.json({ maxDepth: 3 }),
      fc.constantFrom(
        '{"__proto__":{"polluted":1}}',
        '{"constructor":{"prototype":{"polluted":1}}}',
        '{"single_event_vod_id":1,"vod_profile_id":1,"__proto__":{}}',
        `{"single_event_vod_id":${'9'.repeat(400)},"vod_profile_id":1}`,
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        `${'['.repeat(400_000)}${']'.repeat(400_000)}`,
        '{"single_event_vod_id":"1\\u0000","vod_profile_id":1}',
        `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        expectStreamAnswer(await post(payload, 'application/json'));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });

  it('answers raw bodies of any content type with a 4xx and a message, never a 5xx', async () => {
    const brokenJson = fc
      .tuple(fc.json({ maxDepth: 3 }), fc.nat(), fc.string({ unit: 'binary', maxLength: 10 }))
      .map(([json, cut, tail]) => json.slice(0, cut % (json.length + 1)) + tail);
    const formKey = fc.oneof(
      { arbitrary: fc.constantFrom('single_event_vod_id', 'vod_profile_id'), weight: 4 },
      fc.constantFrom(
        'single_event_vod_id[]',
        'vod_profile_id[0]',
        '__proto__[polluted]',
        'constructor[prototype][polluted]',
        'a[b][c][d]',
      ),
      fc.string({ unit: 'binary', maxLength: 12 }),
    );
    const form = fc
      .array(
        fc.tuple(
          urlText(formKey),
          urlText(fc.oneof(hostileText, fc.constantFrom(...vodIds.map(String)))),
        ),
        { maxLength: 6 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    const payload = fc.option(
      fc.oneof(
        brokenJson,
        { arbitrary: form, weight: 3 },
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom('', ' ', 'null', '""', '[]', 'x'.repeat(70_000)),
      ),
      { nil: undefined },
    );
    const contentType = fc.option(
      fc.oneof(
        {
          arbitrary: fc.constantFrom('application/json', 'application/x-www-form-urlencoded'),
          weight: 3,
        },
        {
          arbitrary: fc.constantFrom(
            'application/json',
            'application/json; charset=utf-8',
            'application/json; charset=utf-16',
            'APPLICATION/JSON',
            'application/vnd.api+json',
            'text/plain',
            'text/plain; charset=utf-8',
            'application/x-www-form-urlencoded',
            'application/x-www-form-urlencoded; charset=UTF-8',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/octet-stream',
            'text/html',
            '*/*',
            '',
            ';',
            '/',
            'application/',
          ),
          weight: 2,
        },
        fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
      ),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(payload, contentType, async (raw, type) => {
        expectStreamAnswer(await post(raw, type));
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS },
    );
  });

  it('streams a real title however its ids are written', async () => {
    const id = (value: number) =>
      fc.constantFrom<unknown>(value, String(value), ` ${value} `, `${value}.0`);
    await fc.assert(
      fc.asyncProperty(
        id(movie.id),
        id(movie.profileId),
        fc.boolean(),
        async (vod, profile, asForm) => {
          const response = asForm
            ? await post(
                `single_event_vod_id=${encodeURIComponent(String(vod))}&vod_profile_id=${encodeURIComponent(String(profile))}`,
                'application/x-www-form-urlencoded',
              )
            : await post(
                JSON.stringify({ single_event_vod_id: vod, vod_profile_id: profile }),
                'application/json',
              );
          expect(response.statusCode, response.body).toBe(200);
          expect(streamBody.parse(response.json()).data?.url).toMatch(/\.m3u8$/);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('media paths', () => {
  const neverLeaks = (response: LightMyRequestResponse) => {
    expect(response.body).not.toContain(packageJson);
    expect(response.body).not.toContain(rootPackageJson);
    expect(response.body).not.toContain('"@marquee/server"');
  };

  it('answers any art path with an SVG for a real title or a 4xx with a message', async () => {
    const kind = fc.oneof(
      fc.constantFrom('poster', 'backdrop', 'POSTER', 'brand', '..', '%2e%2e', '.', '%00', '%'),
      urlText(fc.string({ unit: 'binary', maxLength: 30 })),
    );
    const file = fc.oneof(
      fc.constantFrom(...vodIds).map((id) => `${id}.svg`),
      fc.nat({ max: 2_000_000_000 }).map((id) => `${id}.svg`),
      fc.constantFrom(
        '../package.json',
        '..%2f..%2fpackage.json',
        '%2e%2e%2f%2e%2e%2fpackage.json',
        '1.svg%00',
        '1.svg%00.png',
        '1.SVG',
        '0001.svg',
        '-1.svg',
        '1e3.svg',
        '.svg',
        '1.svg/..',
        '%',
        '%zz',
        `${'9'.repeat(300)}.svg`,
      ),
      urlText(fc.string({ unit: 'binary', maxLength: 60 })),
    );
    await fc.assert(
      fc.asyncProperty(kind, file, async (k, f) => {
        const response = await t.call({ url: `/media/art/${k}/vod/${f}` });
        neverLeaks(response);
        if (response.statusCode === 200) {
          expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
          expect(response.body).toMatch(/^<svg/);
        } else {
          expectError(response, [400, 403, 404, 414]);
        }
      }),
      { numRuns: RUNS, examples: [['poster', '%']] },
    );
  });

  it('answers any /media path with a real file or a 4xx, never a file outside media/', async () => {
    const segment = mediaPathSegment;
    const noise = fc.array(segment, { maxLength: 3 }).map((segments) => segments.join('/'));
    const path = fc.oneof(
      fc
        .array(segment, { minLength: 1, maxLength: 8 })
        .map((segments) => `/media/${segments.join('/')}`),
      // Real files, alone or behind noise that may or may not walk back to them.
      fc
        .tuple(noise, fc.constantFrom('vod/demo/master.m3u8', 'vod/trailer/master.m3u8'))
        .map(([prefix, file]) => `/media/${prefix ? `${prefix}/` : ''}${file}`),
    );
    await fc.assert(
      fc.asyncProperty(path, async (url) => {
        const response = await t.call({ url });
        neverLeaks(response);
        if (response.statusCode === 200) {
          expect(response.headers['content-type']).toBe('application/vnd.apple.mpegurl');
          expect(response.body).toMatch(/^#EXTM3U/);
        } else {
          expectError(response, [400, 403, 404, 414]);
        }
      }),
      { numRuns: RUNS, examples: [['/media/%//..']] },
    );
  });
});

describe('GET /api/account/authorize with any Token header', () => {
  it('answers 401 with status 2 and a message', async () => {
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.base64String({ maxLength: 100 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fc.string({ unit: 'binary', minLength: 129, maxLength: 20_000 }),
      fc.constantFrom(
        '',
        ' ',
        'null',
        'undefined',
        `${token}x`,
        token.slice(1),
        'x'.repeat(100_000),
      ),
    );
    await fc.assert(
      fc.asyncProperty(value, async (header) => {
        const response = await t.call({ url: '/api/account/authorize', token: header });
        expectError(response, [401], Status.session);
      }),
      { numRuns: RUNS },
    );
  });
});
