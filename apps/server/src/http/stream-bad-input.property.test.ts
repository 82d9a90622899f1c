import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@marquee/contract';
import { hostileText, urlText } from '../test/hostile-arbitraries.js';
import type { TestApp } from '../test/test-app.js';
import { createBadInputWorld, RUNS, streamBody, expectError } from './bad-input-world.js';

// Bad bodies at the stream call (bad-input-world.ts says why and how hard it searches).
let t: TestApp;
let token: string;
let movie: { id: number; profileId: number };
let vodIds: number[];
/** Every title with each of its playback profiles. */
let playable: { single_event_vod_id: number; vod_profile_id: number }[];
beforeAll(async () => {
  ({ t, token, movie, vodIds, playable } = await createBadInputWorld());
});
afterAll(() => t.close());

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
