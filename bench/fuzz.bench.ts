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
import fc from 'fast-check';
import { allCalls, type Endpoint } from '../packages/contract/src/index';
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
import { call, calls, logIn, webPath } from './web-calls';
import { type Case, casesOf, liveCases, mediaCases } from './fuzz-cases';
import { agent, CONNECTIONS, type Outcome, send, triedAgain } from './fuzz-send';

const machineAtStart = machine();

const CASES = Number(process.env.BENCH_FUZZ_CASES ?? 1000);

const WARM_UP_CASES = Number(process.env.BENCH_FUZZ_WARM_UP_CASES ?? 1000);

const SEED = Number(process.env.BENCH_FUZZ_SEED ?? 2026);

const BUDGET = { serverErrors: 0, rssGrowth: 0.1 };

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
    ...Object.entries(allCalls).flatMap(([module, moduleCalls]) =>
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
