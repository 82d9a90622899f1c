// The guide grid's tiles on a large guide: `/epgs/index` for 50 channels by 6 hours, on a
// generated guide of 500 channels from 7 days back to 7 days ahead (`large-guide.ts`, about
// 200,000 programmes), the only channels in the database.
// - inject: server time, as the app.inject round trip (in-process: routing, validation, session,
//   the queries, presenting, serialising and compressing with the Accept-Encoding Chromium
//   sends; no socket), one tile at a time; and the process's CPU time (user and system) for each,
//   which moves far less than the wall clock when other work holds the machine's 2 cores;
// - http: the same tiles over loopback HTTP on one keep-alive connection, the body not decoded.
// Tiles are pages 1 to 10 of 50 channels by 6-hour windows starting on any half hour of the
// guide, drawn at random (seeded). The server keeps the programmes it has read in 6-hour blocks
// (guide-blocks.ts), so each run is measured twice:
// - firstRead: on a server that has read none of the guide yet, the first tiles asked for;
// - warm: once every block of the guide has been read (a walk over every page and block), which
//   is where a server that has been serving viewers for a while stands.
// On in-memory PGlite, and also on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/postgres) names a server: a database is made and dropped.
// Budget (issue 14): p99 under 20 ms, warm.
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { channels } from '../apps/server/src/db/schema';
import { mulberry32 } from '../apps/server/src/modules/intake/seed/demo-catalogue';
import { seedDemoData } from '../apps/server/src/modules/intake/seed/seed';
import { serverRoot } from '../apps/server/src/paths';
import { openBenchDatabase } from './bench-database';
import { seedLargeGuide } from './large-guide';
import { machine } from './machine';
import { guideTilePath, logIn, webHeaders } from './web-calls';

const CHANNELS = Number(process.env.BENCH_GUIDE_CHANNELS ?? 500);
const DAYS = Number(process.env.BENCH_GUIDE_DAYS ?? 7);
const TILES = Number(process.env.BENCH_TILES ?? 2000);
const FIRST_READ_TILES = Number(process.env.BENCH_FIRST_READ_TILES ?? 200);
const TILE = { channels: 50, hours: 6 };
const BUDGET_P99_MS = 20;
/** What Chromium sends: the answers are compressed as the web app gets them. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const HALF_HOUR = 30 * 60;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

function latencies(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)!),
  };
}

/** `count` tiles: a page of 50 channels by 6 hours starting on a half hour of the guide. */
function tilePaths(count: number, guide: { start: number; end: number }, seed: number): string[] {
  const random = mulberry32(seed);
  const pages = Math.ceil(CHANNELS / TILE.channels);
  const firstStart = Math.ceil(guide.start / HALF_HOUR) * HALF_HOUR;
  const starts = Math.floor((guide.end - TILE.hours * 3600 - firstStart) / HALF_HOUR) + 1;
  return Array.from({ length: count }, () => {
    const start = firstStart + Math.floor(random() * starts) * HALF_HOUR;
    return guideTilePath({
      page: 1 + Math.floor(random() * pages),
      limit: TILE.channels,
      start,
      end: start + TILE.hours * 3600,
    });
  });
}

/** The JavaScript heap in use, after a full collection when run with --expose-gc. */
function heapUsedMiB(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / 2 ** 20);
}

/** Every 6-hour block of the guide, page by page: what a server that has served a while holds. */
function everyBlock(guide: { start: number; end: number }): string[] {
  const block = TILE.hours * 3600;
  const paths: string[] = [];
  for (let page = 1; page <= Math.ceil(CHANNELS / TILE.channels); page++) {
    for (let start = Math.floor(guide.start / block) * block; start < guide.end; start += block) {
      paths.push(guideTilePath({ page, limit: TILE.channels, start, end: start + block }));
    }
  }
  return paths;
}

/** Server time of each tile, as the inject round trip; checks every answer is a full tile. */
async function measureInject(
  app: FastifyInstance,
  headers: Record<string, string>,
  paths: string[],
) {
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  let programmes = 0;
  let encodedBytes = 0;
  for (const url of paths) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject({ url, headers });
    samples.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuSamples.push((used.user + used.system) / 1000);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    encodedBytes += response.rawPayload.length;
  }
  // Sizes and counts of one tile in ten, decoded outside the timing.
  for (const url of paths.filter((_, index) => index % 10 === 0)) {
    const plain = await app.inject({ url, headers: { ...headers, 'accept-encoding': 'identity' } });
    const rows = plain.json<{ data: { items: { programmes: unknown[] }[] } }>().data.items;
    if (rows.length !== TILE.channels) throw new Error(`${url}: ${rows.length} channels`);
    programmes += rows.reduce((sum, row) => sum + row.programmes.length, 0);
  }
  const sampled = Math.ceil(paths.length / 10);
  return {
    tiles: paths.length,
    ...latencies(samples),
    cpu: latencies(cpuSamples),
    meanProgrammesPerTile: Math.round(programmes / sampled),
    meanEncodedKB: Math.round(encodedBytes / paths.length / 100) / 10,
  };
}

/** Each tile over loopback HTTP on one keep-alive connection, the body read but not decoded. */
async function measureHttp(baseUrl: string, headers: Record<string, string>, paths: string[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      request(`${baseUrl}${path}`, { headers, agent }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${path}: ${response.statusCode}`));
        response.on('data', () => {});
        response.on('end', resolve);
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  const samples: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    await get(path);
    samples.push(performance.now() - started);
  }
  agent.destroy();
  return { tiles: paths.length, ...latencies(samples) };
}

async function benchmark(kind: 'pglite (in memory)' | 'postgresql', url?: string) {
  const database = await openBenchDatabase(url);
  const setupStart = performance.now();
  // The demo account and its subscription; the demo line-up makes way for the large guide.
  await seedDemoData(database.db, { films: 30, shows: 2 });
  await database.db.delete(channels);
  const guide = await seedLargeGuide(database.db, { channels: CHANNELS, days: DAYS });
  await database.db.execute(sql`analyze`);
  const setupSeconds = Math.round((performance.now() - setupStart) / 100) / 10;
  const app = await buildApp(database, {
    webDist: undefined,
    demoMediaDir: join(serverRoot, 'media'),
    validateResponses: false,
    logLevel: 'silent',
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { ...webHeaders(await logIn(baseUrl)), 'accept-encoding': ACCEPT_ENCODING };
    const firstRead = await measureInject(app, headers, tilePaths(FIRST_READ_TILES, guide, 1));
    const walk = everyBlock(guide);
    const heapBeforeWalk = heapUsedMiB();
    const walkStart = performance.now();
    for (const path of walk) await app.inject({ url: path, headers });
    const walkSeconds = Math.round((performance.now() - walkStart) / 100) / 10;
    const inject = await measureInject(app, headers, tilePaths(TILES, guide, 2));
    const http = await measureHttp(baseUrl, headers, tilePaths(TILES, guide, 3));
    const heapAfterWalk = heapUsedMiB();
    return {
      database: kind,
      channels: guide.channelIds.length,
      programmes: guide.programmes,
      setupSeconds,
      firstRead,
      walk: { tiles: walk.length, seconds: walkSeconds },
      warm: { inject, http },
      heapUsedMiB: { beforeWalk: heapBeforeWalk, afterWalk: heapAfterWalk },
      budgetMet: inject.p99Ms < BUDGET_P99_MS && http.p99Ms < BUDGET_P99_MS ? 'yes' : 'no',
    };
  } finally {
    await app.close();
    await database.close();
  }
}

const machineAtStart = machine();
const runs = [await benchmark('pglite (in memory)')];
if (postgresUrl) runs.push(await benchmark('postgresql', postgresUrl));
console.log(
  JSON.stringify(
    {
      benchmark: 'guide-tile',
      budget: { p99Ms: BUDGET_P99_MS, measured: 'warm' },
      tile: `${TILE.channels} channels by ${TILE.hours} hours, pages 1 to ${Math.ceil(CHANNELS / TILE.channels)}, windows on any half hour of ${DAYS} days back to ${DAYS} ahead`,
      measured: {
        firstRead: 'the first tiles a server reads, before any of the guide is in memory (inject)',
        walk: 'every page by every 6-hour block, once, to read the whole guide into memory',
        inject:
          'app.inject round trip, in-process, one tile at a time, compressed as Chromium asks',
        injectCpu: 'CPU time (user and system) of the process over each inject round trip',
        http: 'loopback HTTP, one keep-alive connection, one tile at a time',
      },
      machineAtStart,
      machineAtEnd: machine(),
      runs,
    },
    null,
    2,
  ),
);
