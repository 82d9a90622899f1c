// Bad input at depth: BENCH_FUZZ_CASES (1,000) random requests for every call of the contract
// (its method and path, hostile path parameters, query strings of its own keys, bracket keys and
// noise, bodies shaped like its own with fields dropped or replaced, any JSON, forms, raw bytes,
// bodies up to and just over the 1 MiB limit, right and wrong content types, a real session or
// none), and as many on the media origin (/media/... paths that walk back or hide encodings)
// and on the live origin (a real signed live URL, with its token tampered with and noise after
// it). The arbitraries are the property tests' (apps/server/src/test/hostile-arbitraries.ts);
// the property tests keep their small CI size, this runs them deep against the built server in
// its own process (start-server.ts), over raw HTTP (node:http: the paths are sent as drawn,
// never normalised), BENCH_CONNECTIONS (4) at a time, the same cases for the same
// BENCH_FUZZ_SEED (2026). A warm-up first sends BENCH_FUZZ_WARM_UP_CASES (1,000) other cases a
// call (another seed), so that every shape and size of request has been met before the memory
// is read; its answers count towards the budget too.
// Budget: no 5xx and no dropped connection; the server's resident memory flat (within 10 % from
// after the warm-up to the end, each read after forced full collections: memory-trend.ts).
// Reported beside it: the same growth from the medians of the last MEMORY_WINDOW_SECONDS of
// samples taken every second under load, and the live heap after the collector's own full
// collections from the start and the end of the run.
import { Agent, request } from 'node:http';
import fc from 'fast-check';
import { api, type Endpoint } from '../packages/contract/src/index';
import {
  contentType,
  formText,
  hostileText,
  jsonText,
  mediaPathSegment,
  urlText,
} from '../apps/server/src/test/hostile-arbitraries';
import { machine } from './machine';
import {
  INSPECT,
  TRACE_GC,
  liveHeapAfterFullGc,
  liveHeapTrend,
  ratio,
  sampleResidentMemory,
  settledMemory,
} from './memory-trend';
import { startServer } from './start-server';
import { DEMO_LOGIN, call, calls, logIn, webHeaders, webPath } from './web-calls';

const machineAtStart = machine();

const CASES = Number(process.env.BENCH_FUZZ_CASES ?? 1000);
const WARM_UP_CASES = Number(process.env.BENCH_FUZZ_WARM_UP_CASES ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? 2026);
/** The server's body limit (app.ts), which some bodies reach and pass. */
const BODY_LIMIT = 1024 * 1024;
const BUDGET = { serverErrors: 0, rssGrowth: 0.1 };

/** One request as drawn: sent byte for byte. */
interface Case {
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
function casesOf(endpoint: Endpoint, token: string): fc.Arbitrary<Case> {
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
function mediaCases(): fc.Arbitrary<Case> {
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
function liveCases(signedUrl: string): fc.Arbitrary<Case> {
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

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** How a case ended: the answer's status, or the connection's error, or not sent at all. */
type Outcome = number | { dropped: string } | 'unsendable';

/** Sends a case as it is, on a kept-alive connection or (`fresh`) a new one. */
function sendOnce(baseUrl: string, drawn: Case, fresh: boolean): Promise<Outcome> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    let req;
    try {
      req = request(
        {
          agent: fresh ? false : agent,
          hostname,
          port,
          method: drawn.method,
          path: drawn.path,
          headers: drawn.headers,
        },
        (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
          response.once('error', (error) => resolve({ dropped: describe(error) }));
        },
      );
    } catch {
      // node:http refuses some paths and header values before sending: nothing reached the server.
      resolve('unsendable');
      return;
    }
    req.once('error', (error) => resolve({ dropped: describe(error) }));
    req.end(drawn.body);
  });
}

const describe = (error: Error) => (error as NodeJS.ErrnoException).code ?? error.message;

/**
 * Sends a case; a connection that breaks is tried once more on a new one, since a kept-alive
 * connection the server has just closed (after refusing a body it would not read) breaks under
 * the next request without the server having seen it.
 */
async function send(baseUrl: string, drawn: Case): Promise<Outcome> {
  const first = await sendOnce(baseUrl, drawn, false);
  if (typeof first !== 'object') return first;
  triedAgain += 1;
  const again = await sendOnce(baseUrl, drawn, true);
  return typeof again === 'object' ? { dropped: `${first.dropped}, then ${again.dropped}` } : again;
}
/** Cases whose kept-alive connection broke, sent again on a new one. */
let triedAgain = 0;

interface Tally {
  cases: number;
  /** The server's resident memory once this target's cases were sent, in MiB. */
  rssAfterMiB?: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  dropped: number;
  unsendable: number;
}

const server = await startServer({ nodeArgs: [...TRACE_GC, ...INSPECT], stdio: 'pipe' });
/** The warm-up pass takes seconds; the memory readings are medians over this long. */
const MEMORY_WINDOW_SECONDS = 5;
try {
  const { baseUrl } = server;
  const memory = sampleResidentMemory([server.pid]);
  const rssAtStart = memory.recentMedian(1)[0]!;
  const token = await logIn(baseUrl);
  // Signed media URLs: a film's stream and a live channel's.
  const films = await call<{
    items: { id: number; movie_source: { profiles: { id: number; subscribed: boolean }[] } }[];
  }>(baseUrl, token, webPath(calls.vodList, { filter: { type: '0' }, limit: 24 }));
  const now = Math.floor(Date.now() / 1000);
  const guide = await call<{ items: { channel: { id: number; subscribed: boolean } }[] }>(
    baseUrl,
    token,
    webPath(calls.guideIndex, { page: 1, limit: 50, filter: { start: now, end: now + 3600 } }),
  );
  const channel = guide.items.find((row) => row.channel.subscribed)!.channel;
  const live = await call<{ url: string }>(baseUrl, token, webPath(calls.channelStream), {
    channel_id: channel.id,
  });
  const film = films.items.find((item) => item.movie_source.profiles.some((p) => p.subscribed))!;
  const filmStream = await call<{ url: string }>(baseUrl, token, webPath(calls.vodStream), {
    single_event_vod_id: film.id,
    vod_profile_id: film.movie_source.profiles.find((p) => p.subscribed)!.id,
  });

  /** Every target: each call of the contract, the media origin and the live origin. */
  const targets: { name: string; cases: (token: string) => fc.Arbitrary<Case> }[] = [
    ...Object.entries(api).flatMap(([module, moduleCalls]) =>
      Object.entries(moduleCalls as Record<string, Endpoint>).map(([name, endpoint]) => ({
        name: `${module}.${name}`,
        cases: (as: string) => casesOf(endpoint, as),
      })),
    ),
    { name: 'media origin', cases: () => mediaCases() },
    { name: 'live origin', cases: () => liveCases(new URL(live.url, baseUrl).pathname) },
    {
      name: 'film stream origin',
      cases: () => liveCases(new URL(filmStream.url, baseUrl).pathname),
    },
  ];

  const tallies = new Map<string, Tally>();
  const serverErrors: (Case & { target: string; status: Outcome })[] = [];
  /** `count` cases of every target drawn from `seed`, each with a fresh login (some calls log out). */
  async function runCases(count: number, seed: number) {
    for (const [index, target] of targets.entries()) {
      const as = await logIn(baseUrl);
      const drawn = fc.sample(target.cases(as), { numRuns: count, seed: seed + index });
      const tally = tallies.get(target.name) ?? {
        cases: 0,
        byStatus: {},
        serverErrors: 0,
        dropped: 0,
        unsendable: 0,
      };
      tallies.set(target.name, tally);
      const queue = [...drawn];
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const status = await send(baseUrl, next);
            tally.cases += 1;
            if (status === 'unsendable') tally.unsendable += 1;
            else if (typeof status === 'object') tally.dropped += 1;
            else tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
            if (typeof status === 'object' || (typeof status === 'number' && status >= 500)) {
              tally.serverErrors += 1;
              if (serverErrors.length < 20) {
                serverErrors.push({
                  target: target.name,
                  status,
                  ...next,
                  body: next.body?.slice(0, 500),
                });
              }
            }
          }
        }),
      );
      tally.rssAfterMiB = memory.recentMedian(1)[0]!;
    }
  }

  const started = performance.now();
  // The warm-up's seed is far from the run's, whose targets take SEED, SEED + 1...
  await runCases(WARM_UP_CASES, SEED + 100_000);
  const rssAfterWarmUp = memory.recentMedian(MEMORY_WINDOW_SECONDS)[0]!;
  const settledAfterWarmUp = await settledMemory(server);
  const collectionsInWarmUp = liveHeapAfterFullGc(server.output()).length;
  memory.mark();
  await runCases(CASES, SEED);
  const rssAtEnd = memory.recentMedian(MEMORY_WINDOW_SECONDS)[0]!;
  const settledAtEnd = await settledMemory(server);
  const settledGrowth = ratio(settledAtEnd.rss, settledAfterWarmUp.rss);
  const peak = memory.peak()[0]!;
  memory.stop();
  const liveHeap = liveHeapTrend(liveHeapAfterFullGc(server.output()), collectionsInWarmUp);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const alive = (await fetch(`${baseUrl}/api/health`)).ok;

  const all = [...tallies.values()];
  const total = (of: (tally: Tally) => number) => all.reduce((sum, tally) => sum + of(tally), 0);
  const growth = ratio(rssAtEnd, rssAfterWarmUp);
  const fiveHundreds = total((tally) => tally.serverErrors);
  console.log(
    JSON.stringify(
      {
        benchmark: 'fuzz',
        machineAtStart,
        budget: {
          serverErrors: `${BUDGET.serverErrors} (5xx or a dropped connection)`,
          rss: `at the end within ${BUDGET.rssGrowth * 100} % of after the warm-up, each read after forced full collections`,
          rssUnderLoad: `the same, each the median of the last ${MEMORY_WINDOW_SECONDS} s of samples under load`,
        },
        measured: {
          cases: `${WARM_UP_CASES} a target as warm-up (seed ${SEED + 100_000}), then ${CASES} a target (seed ${SEED}), ${CONNECTIONS} at a time over raw HTTP`,
          marquee: 'apps/server/dist/main.js in its own process, on PGlite',
        },
        targets: targets.length,
        requests: total((tally) => tally.cases),
        unsendable: total((tally) => tally.unsendable),
        triedAgainOnANewConnection: triedAgain,
        seconds,
        requestsPerSecond: Math.round(total((tally) => tally.cases) / seconds),
        serverErrors: fiveHundreds,
        stillHealthy: alive,
        byStatus: all.reduce<Record<string, number>>((sum, tally) => {
          for (const [status, count] of Object.entries(tally.byStatus))
            sum[status] = (sum[status] ?? 0) + count;
          return sum;
        }, {}),
        rssMiB: { atStart: rssAtStart, afterWarmUp: rssAfterWarmUp, peak, atEnd: rssAtEnd, growth },
        liveHeapAfterFullGcMiB: liveHeap,
        afterForcedFullCollectionsMiB: {
          afterWarmUp: settledAfterWarmUp,
          atEnd: settledAtEnd,
          rssGrowth: settledGrowth,
        },
        verdict: {
          serverErrors: fiveHundreds <= BUDGET.serverErrors ? 'pass' : 'fail',
          rss: settledGrowth <= BUDGET.rssGrowth ? 'pass' : 'fail',
          rssUnderLoad: growth <= BUDGET.rssGrowth ? 'pass' : 'fail',
        },
        ...(serverErrors.length > 0 ? { serverErrorCases: serverErrors } : {}),
        byTarget: Object.fromEntries(tallies),
      },
      null,
      2,
    ),
  );
} finally {
  agent.destroy();
  await server.stop();
}
