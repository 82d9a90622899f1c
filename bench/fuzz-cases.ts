// The fuzz benchmark's cases (fuzz.bench.ts): random requests for a call of the contract, for
// the media origin and for the live origin, drawn from the property tests' arbitraries.
import fc from 'fast-check';
import type { Endpoint } from '../packages/contract/src/index';
import {
  contentType,
  formText,
  hostileText,
  jsonText,
  mediaPathSegment,
  urlText,
} from '../apps/server/src/test/hostile-arbitraries';
import { DEMO_LOGIN, webHeaders } from './web-calls';

/** The server's body limit (app.ts), which some bodies reach and pass. */
const BODY_LIMIT = 1024 * 1024;

/** One request as drawn: sent byte for byte. */
export interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Query keys of the contract's calls, bracketed as the web app writes them, and tricks. */
const bracketKeys = fc.oneof(
  fc.constantFrom(
    'filter[id]',
    'filter[type]',
    'filter[type][all]',
    'filter[title]',
    'filter[genre_id][0]',
    'filter[start]',
    'filter[end]',
    'filter[channel_id]',
    'filter[channel_category_id]',
    'filter[box_position]',
    'filter[ads_type]',
    'filter[single_event_vod_id]',
    'sort[created]',
    'sort[title]',
    'config[enable_rate]',
    '__proto__[polluted]',
    'constructor[prototype][polluted]',
    'filter[__proto__][polluted]',
    'filter][',
    'filter[[id]]',
  ),
  fc
    .tuple(
      fc.constantFrom('filter', 'sort', 'config', 'page', '__proto__'),
      fc.array(fc.oneof(fc.constantFrom('', '0', 'id', 'start'), fc.string({ maxLength: 4 })), {
        maxLength: 6,
      }),
    )
    .map(([root, parts]) => root + parts.map((part) => `[${part}]`).join('')),
);

/** What a field might plausibly hold: a small id, a word, the demo e-mail. */
const plausible = (key: string): unknown =>
  /email/.test(key)
    ? DEMO_LOGIN.identifier
    : /name|pin|password|token|uid|key/.test(key)
      ? 'x1'
      : 1;

/** The keys of an object schema, through the wrappers a contract schema may have. */
function keysOf(schema: unknown, depth = 0): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def || depth > 6) return [];
  if (def.shape) return Object.keys(def.shape);
  for (const inner of ['in', 'innerType', 'schema', 'left']) {
    const keys = keysOf(def[inner], depth + 1);
    if (keys.length > 0) return keys;
  }
  const options = def.options as unknown[] | undefined;
  return options ? [...new Set(options.flatMap((option) => keysOf(option, depth + 1)))] : [];
}

/** Random requests for one call of the contract, as a logged-in web app or a stranger. */
export function casesOf(endpoint: Endpoint, token: string): fc.Arbitrary<Case> {
  const queryKeys = keysOf(endpoint.query);
  const bodyKeys = keysOf(endpoint.body);
  // A call without a body still gets one: a field it does not know.
  const valid = Object.fromEntries(
    (bodyKeys.length > 0 ? bodyKeys : ['id']).map((key) => [key, plausible(key)]),
  );
  const param = fc.oneof(
    fc.integer({ min: 1, max: 300 }).map(String),
    fc.constantFrom('1', '5', 'about', 'terms', 'privacy'),
    urlText(hostileText),
    fc.constantFrom('..', '%2e%2e', '%2f', '%00', '%', 'x'.repeat(300)),
  );
  const path = fc.array(param, { minLength: 4, maxLength: 4 }).map((values) => {
    let index = 0;
    return `/api${endpoint.path.replace(/:[A-Za-z_]+/g, () => values[index++]!)}`;
  });
  const key = urlText(
    fc.oneof(
      ...(queryKeys.length > 0 ? [fc.constantFrom(...queryKeys)] : []),
      bracketKeys,
      fc.string({ unit: 'binary', maxLength: 12 }),
    ),
  );
  const value = urlText(fc.oneof(hostileText, fc.constantFrom('1', '0', 'desc', 'true', '24')));
  const query = fc
    .array(fc.tuple(key, value), { maxLength: 8 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const bigField = fc
    .tuple(
      fc.constantFrom(...Object.keys(valid)),
      fc.integer({ min: 60_000, max: BODY_LIMIT + 1000 }),
    )
    .map(([field, size]) => JSON.stringify({ ...valid, [field]: 'é'.repeat(size / 2) }));
  const body = fc.oneof(
    { arbitrary: jsonText(valid), weight: 8 },
    { arbitrary: formText(valid), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 300 }), weight: 2 },
    { arbitrary: bigField, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  const session = fc.oneof(
    { arbitrary: fc.constant(token), weight: 8 },
    fc.constant(undefined),
    fc.constantFrom(`${token}x`, 'null', 'x'.repeat(5000)),
    fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
  );
  const method = fc.oneof(
    { arbitrary: fc.constant(endpoint.method), weight: 12 },
    fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
  );
  return fc
    .record({ method, path, query, body, session, type: contentType })
    .map(({ method: verb, path: at, query: search, body: payload, session: as, type }) => {
      const headers: Record<string, string> = webHeaders();
      if (as !== undefined) headers.token = as;
      if (type !== undefined) headers['content-type'] = type;
      const sendsBody = verb !== 'GET' && verb !== 'HEAD' && payload !== undefined;
      // Framed for every method: node:http sends an OPTIONS body with neither a length nor
      // chunks, which the server rightly reads as a second, malformed request.
      if (sendsBody) headers['content-length'] = String(Buffer.byteLength(payload));
      return {
        method: verb,
        path: search ? `${at}?${search}` : at,
        headers,
        ...(sendsBody ? { body: payload } : {}),
      };
    });
}

/** Paths on the media origin: walks back, encodings, real files behind noise; odd Ranges. */
export function mediaCases(): fc.Arbitrary<Case> {
  const noise = fc.array(mediaPathSegment, { maxLength: 3 }).map((parts) => parts.join('/'));
  const path = fc.oneof(
    fc
      .array(mediaPathSegment, { minLength: 1, maxLength: 8 })
      .map((parts) => `/media/${parts.join('/')}`),
    fc
      .tuple(
        noise,
        fc.constantFrom('vod/demo/master.m3u8', 'vod/trailer/master.m3u8', 'art/poster/vod/1.svg'),
      )
      .map(([prefix, file]) => `/media/${prefix ? `${prefix}/` : ''}${file}`),
  );
  return fc.record({ path, range: rangeHeader }).map(({ path: at, range }): Case => ({
    method: 'GET',
    path: at,
    headers: range === undefined ? {} : { range },
  }));
}

/** A real signed live URL with its token tampered with, or noise after it, or a walk back. */
export function liveCases(signedUrl: string): fc.Arbitrary<Case> {
  const [, token = '', rest = ''] = /^\/media\/s\/([^/]+)\/(.*)$/.exec(signedUrl) ?? [];
  const tampered = fc
    .tuple(
      fc.nat({ max: Math.max(0, token.length - 1) }),
      fc.constantFrom('A', '.', '%', '_', '-', '~', '%2e'),
    )
    .map(([at, char]) => token.slice(0, at) + char + token.slice(at + 1));
  const tokenPart = fc.oneof(
    { arbitrary: fc.constant(token), weight: 3 },
    tampered,
    urlText(hostileText),
    fc.constantFrom('', '.', '..', token.repeat(20)),
  );
  const tail = fc.oneof(
    { arbitrary: fc.constant(rest), weight: 2 },
    fc.array(mediaPathSegment, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('/')),
    fc
      .tuple(fc.array(mediaPathSegment, { maxLength: 3 }), fc.constant(rest))
      .map(([parts, real]) => [...parts, real].join('/')),
    fc.constantFrom(
      rest.replace(/master\.m3u8$/, '../../../package.json'),
      `${rest}?x=1`,
      `${rest}%00`,
    ),
  );
  return fc.record({ token: tokenPart, tail, range: rangeHeader }).map((drawn): Case => ({
    method: 'GET',
    path: `/media/s/${drawn.token}/${drawn.tail}`,
    headers: drawn.range === undefined ? {} : { range: drawn.range },
  }));
}

const rangeHeader = fc.option(
  fc.constantFrom(
    'bytes=0-0',
    'bytes=-1',
    'bytes=5-2',
    'bytes=0-99999999999999',
    'bytes=a-b',
    'bytes=0-1,2-3',
    'lines=1-2',
    '',
  ),
  { nil: undefined },
);
