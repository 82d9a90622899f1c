// Sustained mixed load: BENCH_CONNECTIONS (50) connections, each logged in as the demo account,
// drawing the web app's calls from a weighted mix (logins, the configuration, home's lists, film
// list pages, searches, film and channel stream calls, progress saves, rentals, guide tiles,
// reminders added and deleted: soak-traffic.ts) for BENCH_SECONDS (60) after a warm-up of
// every read of the mix once and BENCH_WARM_UP_SECONDS (60) of the mix, against the built
// server in its own process (start-server.ts): on a fresh DATA_DIR (PGlite), then on a fresh
// PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL; dropped after), then as two
// instances on another fresh database sharing Redis (BENCH_REDIS_URL or TEST_REDIS_URL), the
// connections split between them. The load is made by this process (fetch, keep-alive), the
// server runs in another: on two cores, one each.
// Budgets: no error (any non-2xx that is not an expected business answer, or a failed request),
// counted by route; the server's resident memory at the end within 10 % of what it was after
// the warm-up, each read after forced full collections (memory-trend.ts says why). Reported
// beside it: p99 per route, the same growth from the medians of the last MEMORY_WINDOW_SECONDS
// of samples taken every second under load, and the live heap after the collector's own full
// collections at the start and the end of the run.
import { randomBytes } from 'node:crypto';
import { createPostgresDatabase } from '../apps/server/src/test/fresh-database';
import type { ServerProcess } from '../apps/server/src/test/server-process';
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
import { soakData } from './soak-data';
import { everySoakRead, readEach } from './soak-reads';
import { runSoak } from './soak-traffic';
import { startServer, type StartOptions } from './start-server';

const machineAtStart = machine();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 60);
const MEMORY_WINDOW_SECONDS = Math.min(20, WARM_UP_SECONDS, SECONDS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
const BUDGET = { errors: 0, rssGrowth: 0.1 };

/**
 * The servers print their full collections, read for the live heap, and open the inspector,
 * through which their memory is read after forced full collections (memory-trend.ts).
 */
const traced: StartOptions = { nodeArgs: [...TRACE_GC, ...INSPECT], stdio: 'pipe' };
/** Each server's memory after forced full collections. */
const settled = (servers: ServerProcess[]) => Promise.all(servers.map(settledMemory));

/** Warm-up, then the soak, against `servers` (each connection keeps to one of them). */
async function soak(servers: ServerProcess[]) {
  const baseUrls = servers.map((server) => server.baseUrl);
  const data = await soakData(baseUrls[0]!, WARM_UP_SECONDS + SECONDS);
  const memory = sampleResidentMemory(servers.map((server) => server.pid));
  const rssAtStart = memory.recentMedian(1);
  // The warm-up: every read of the mix once (the caches fill), then the mix for a while. It
  // sets reminders on programmes of its own, so the soak's are new.
  const half = Math.floor(data.laterProgrammes.length / 2);
  const warmUpReadFailures = (
    await Promise.all(
      baseUrls.map((baseUrl) => readEach(baseUrl, everySoakRead(data), CONNECTIONS)),
    )
  ).flat();
  const warmUp = await runSoak({
    baseUrls,
    connections: CONNECTIONS,
    seconds: WARM_UP_SECONDS,
    data: { ...data, laterProgrammes: data.laterProgrammes.slice(0, half) },
    seed: 1,
  });
  const rssAfterWarmUp = memory.recentMedian(MEMORY_WINDOW_SECONDS);
  const settledAfterWarmUp = await settled(servers);
  const collectionsInWarmUp = servers.map((server) => liveHeapAfterFullGc(server.output()).length);
  memory.mark();
  const run = await runSoak({
    baseUrls,
    connections: CONNECTIONS,
    seconds: SECONDS,
    data: { ...data, laterProgrammes: data.laterProgrammes.slice(half) },
    seed: 2,
  });
  const rssAtEnd = memory.recentMedian(MEMORY_WINDOW_SECONDS);
  const settledAtEnd = await settled(servers);
  const settledGrowth = settledAtEnd.map((end, index) =>
    ratio(end.rss, settledAfterWarmUp[index]!.rss),
  );
  const peak = memory.peak();
  memory.stop();
  const growth = rssAtEnd.map((end, index) => ratio(end, rssAfterWarmUp[index]!));
  const liveHeapMiB = servers.map((server, index) =>
    liveHeapTrend(liveHeapAfterFullGc(server.output()), collectionsInWarmUp[index]!),
  );
  return {
    instances: servers.length,
    data: {
      playableFilms: data.playable.length,
      rentableProfiles: data.rentable.length,
      channels: data.channels.length,
      programmesForReminders: data.laterProgrammes.length,
      searchWords: data.words.length,
    },
    warmUp: {
      everyReadOnce: everySoakRead(data).length,
      readFailures: warmUpReadFailures,
      seconds: warmUp.seconds,
      answers: warmUp.answers,
      errors: warmUp.errors,
    },
    seconds: run.seconds,
    answers: run.answers,
    answersPerSecond: run.answersPerSecond,
    errors: run.errors,
    p99MsByRoute: Object.fromEntries(
      Object.entries(run.routes).map(([route, figures]) => [route, figures.p99Ms]),
    ),
    routes: run.routes,
    ...(run.errorSamples.length > 0 ? { errorSamples: run.errorSamples } : {}),
    rssMiB: { atStart: rssAtStart, afterWarmUp: rssAfterWarmUp, peak, atEnd: rssAtEnd, growth },
    liveHeapAfterFullGcMiB: liveHeapMiB,
    afterForcedFullCollectionsMiB: {
      afterWarmUp: settledAfterWarmUp,
      atEnd: settledAtEnd,
      rssGrowth: settledGrowth,
    },
    verdict: {
      errors: run.errors <= BUDGET.errors ? 'pass' : 'fail',
      rss: settledGrowth.every((value) => value <= BUDGET.rssGrowth) ? 'pass' : 'fail',
      rssUnderLoad: growth.every((value) => value <= BUDGET.rssGrowth) ? 'pass' : 'fail',
    },
  };
}

async function onPglite() {
  const server = await startServer(traced);
  try {
    return await soak([server]);
  } finally {
    await server.stop();
  }
}

async function onPostgres(serverUrl: string) {
  const database = await createPostgresDatabase(serverUrl, 'marquee_bench_soak');
  try {
    const server = await startServer({ ...traced, env: { DATABASE_URL: database.url } });
    try {
      return await soak([server]);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** Two instances started together on one fresh database, sharing Redis and the signing key. */
async function onTwoInstances(serverUrl: string, redis: string) {
  const database = await createPostgresDatabase(serverUrl, 'marquee_bench_soak_two');
  try {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis,
      MEDIA_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    };
    const servers = await Promise.all([
      startServer({ ...traced, env }),
      startServer({ ...traced, env }),
    ]);
    try {
      return await soak(servers);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await database.drop();
  }
}

const pglite = await onPglite();
const postgres = postgresUrl
  ? await onPostgres(postgresUrl)
  : 'not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL';
const twoInstances =
  postgresUrl && redisUrl
    ? await onTwoInstances(postgresUrl, redisUrl)
    : 'not run: set BENCH_DATABASE_URL or TEST_DATABASE_URL, and BENCH_REDIS_URL or TEST_REDIS_URL';
console.log(
  JSON.stringify(
    {
      benchmark: 'soak',
      machineAtStart,
      budget: {
        errors: `${BUDGET.errors} (a non-2xx that is not an expected business answer, or a failed request)`,
        rss: `at the end within ${BUDGET.rssGrowth * 100} % of after the warm-up, each read after forced full collections`,
        rssUnderLoad: `the same, each the median of the last ${MEMORY_WINDOW_SECONDS} s of samples under load`,
      },
      measured: {
        load: `${CONNECTIONS} connections from this process (fetch, keep-alive), ${WARM_UP_SECONDS} s of warm-up, then ${SECONDS} s`,
        marquee: 'apps/server/dist/main.js in its own process',
      },
      runs: { pglite, postgres, twoInstances },
    },
    null,
    2,
  ),
);
