// Title search and list calls on a large catalogue: the demo seed, the 12,833 real films of
// ../shared/data/catalogue through the importer, and generated films up to about 37,000 titles.
// - Search: server time as the app.inject round trip (in-process: routing, validation, session,
//   handler, serialisation; no socket), over varied queries from real titles.
// - List calls: autocannon over HTTP on loopback against the same app listening on a port, with
//   a mix of the web app's list calls (genre pages, new films, shows, details, episodes, search).
// On in-memory PGlite, and also on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/postgres) names a server: a database is made and dropped.
// Budgets (DESIGN.md): search p99 under 10 ms; catalogue reads 8,000 req/s at p99 under 25 ms.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEVICE_WEB, Header, TENANT_GENERAL } from '@marquee/contract';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { seasons } from '../apps/server/src/db/schema';
import { createCatalogueRepository } from '../apps/server/src/modules/catalogue/catalogue/catalogue-repository';
import {
  importCatalogue,
  readSources,
} from '../apps/server/src/modules/intake/catalogue-import/import-catalogue';
import {
  generateDemoCatalogue,
  mulberry32,
} from '../apps/server/src/modules/intake/seed/demo-catalogue';
import { DEMO_ACCOUNT, seedDemoData } from '../apps/server/src/modules/intake/seed/seed';
import { serverRoot } from '../apps/server/src/paths';
import { openBenchDatabase } from './bench-database';
import { runLoadTest } from './load-test';
import { catalogueDir, realCatalogueFiles } from './real-catalogue';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

if (!existsSync(catalogueDir)) {
  console.log(JSON.stringify({ benchmark: 'search', skipped: `no ${catalogueDir}` }));
  process.exit(0);
}
const files = realCatalogueFiles();

/** The demo seed (genres, shows, the demo account), the real films, then generated films. */
async function loadLargeCatalogue(database: Database) {
  await seedDemoData(database.db);
  const report = await importCatalogue(database.db, await readSources(files));
  const generated = generateDemoCatalogue({ seed: 7, films: 24_000, baseDate: new Date() });
  const genreName = new Map(generated.genres.map((genre) => [genre.id, genre.name]));
  const films = generated.films.map((film) => ({
    title: film.title,
    year: film.year,
    genres: film.genre_ids.map((id) => genreName.get(id)),
    cast: film.cast,
    synopsis: film.synopsis,
    runtime: film.runtime,
    rating: film.rating,
  }));
  await importCatalogue(database.db, [{ name: 'generated.json', text: JSON.stringify({ films }) }]);
  return report;
}

/** What the web app asks for, built from the catalogue's own titles, genres and seasons. */
async function catalogueSample(database: Database) {
  const catalogue = createCatalogueRepository(database.db);
  const titles = (await catalogue.listVods({ type: 0 }, {}, 1, 2000)).rows;
  const seasonRows = await database.db.select({ id: seasons.id }).from(seasons);
  return {
    titleCount: await catalogue.countVods(),
    titles: titles.map((row) => row.title),
    filmIds: titles.map((row) => row.id),
    genreIds: (await catalogue.allGenres()).map((genre) => genre.id),
    seasonIds: seasonRows.map((row) => row.id),
  };
}
type Sample = Awaited<ReturnType<typeof catalogueSample>>;

// Reset at each run, so every database gets the same queries.
let random = mulberry32(2026);
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
const ACCENTED = ['Coração', 'ação', 'São', 'CORAÇÃO', 'amor', 'noite', 'São Paulo'];

/** 1 to 3 words of a real title, whole or cut to a prefix, some upper-cased or accented. */
function searchText(sample: Sample): string {
  const words = pick(sample.titles)
    .split(/\s+/)
    .filter((word) => /\w/.test(word));
  const start = Math.floor(random() * Math.max(1, words.length - 2));
  const count = 1 + Math.floor(random() * 3);
  let text = words
    .slice(start, start + count)
    .map((word) => (random() < 0.5 ? word.slice(0, 2 + Math.floor(random() * 4)) : word))
    .join(' ');
  if (random() < 0.1) text = pick(ACCENTED);
  if (random() < 0.2) text = text.toUpperCase();
  return encodeURIComponent(text || 'a');
}

/** Searches as the search page makes them: films and series, some with a genre, some 200. */
function searchUrl(sample: Sample, viewMoreShare: number): string {
  const genre = random() < 0.3 ? `&filter[genre_id][0]=${pick(sample.genreIds)}` : '';
  const limit = random() < viewMoreShare ? 200 : 24;
  const list = random() < 0.15 ? 'multi-event-vods' : 'vods';
  const type = list === 'vods' ? 'filter[type][all]=true&' : '';
  return `/api/${list}/list?${type}filter[title]=${searchText(sample)}${genre}&limit=${limit}`;
}

/** A list call of the web app, in about the proportions a browsing session makes them. */
function listUrl(sample: Sample): string {
  const roll = random();
  const page = 1 + Math.floor(random() * 10);
  if (roll < 0.3) {
    const genre = pick(sample.genreIds);
    return `/api/vods/list?filter[type]=0&filter[genre_id][0]=${genre}&page=${page}&limit=24`;
  }
  if (roll < 0.4) return `/api/vods/list?filter[type]=0&sort[created]=desc&page=1`;
  if (roll < 0.55) return `/api/multi-event-vods/list?sort[created]=desc&page=${page}`;
  if (roll < 0.7) return `/api/vods/list?filter[id]=${pick(sample.filmIds)}&config[enable_rate]=1`;
  if (roll < 0.8) {
    const season = pick(sample.seasonIds);
    return `/api/vods/list?filter[multi_event_vod_season_id]=${season}&filter[type]=1&sort[episode_number]=asc`;
  }
  return searchUrl(sample, 0.1);
}

const headers = {
  [Header.device]: DEVICE_WEB,
  [Header.tenant]: TENANT_GENERAL,
  [Header.uid]: 'bench',
};

async function login(app: FastifyInstance): Promise<string> {
  const credentials = `${DEMO_ACCOUNT.email}:${DEMO_ACCOUNT.password}`;
  const response = await app.inject({
    url: '/api/account/login',
    headers: { ...headers, authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
  });
  return response.json<{ data: { token: string } }>().data.token;
}

function latencies(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)!),
  };
}

/** Search server time: the inject round trip of each query, after a warm-up. */
async function measureSearch(app: FastifyInstance, token: string, urls: string[]) {
  const get = async (url: string) => {
    const response = await app.inject({ url, headers: { ...headers, [Header.token]: token } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return response;
  };
  for (const url of urls.slice(0, 30)) await get(url);
  const samples: { ms: number; viewMore: boolean }[] = [];
  let results = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await get(url);
    samples.push({ ms: performance.now() - started, viewMore: url.endsWith('limit=200') });
    results += response.json<{ data: { items: unknown[] } }>().data.items.length;
  }
  const of = (viewMore: boolean) =>
    samples.filter((sample) => sample.viewMore === viewMore).map((sample) => sample.ms);
  return {
    queries: samples.length,
    meanResults: Math.round(results / samples.length),
    ...latencies(samples.map((sample) => sample.ms)),
    byPageSize: { limit24: latencies(of(false)), limit200: latencies(of(true)) },
  };
}

/**
 * List-call throughput with autocannon on a real socket, every call of the mix made once
 * before (rows of recent pages are then in memory, as on a server in use); and, for scale, the
 * same load on a route that only serialises a fixed page of 24 films.
 */
async function measureLists(
  app: FastifyInstance,
  fixedPage: { body: unknown },
  token: string,
  sample: Sample,
) {
  const paths = Array.from({ length: 1000 }, () => listUrl(sample));
  const authorised = { ...headers, [Header.token]: token };
  for (const url of paths) await app.inject({ url, headers: authorised });
  const newFilms = '/api/vods/list?filter[type]=0&sort[created]=desc&page=1';
  fixedPage.body = (await app.inject({ url: newFilms, headers: authorised })).json();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const load = {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    headers: authorised,
    connections: CONNECTIONS,
    seconds: LOAD_SECONDS,
  };
  const list = await runLoadTest({ ...load, paths });
  const fixed = await runLoadTest({ ...load, paths: ['/bench/fixed-page'] });
  return {
    list: { connections: CONNECTIONS, seconds: LOAD_SECONDS, distinctCalls: paths.length, ...list },
    fixedPage: { requestsPerSecond: fixed.requestsPerSecond, latencyMs: fixed.latencyMs },
  };
}

async function benchmark(kind: 'pglite (in memory)' | 'postgresql', url?: string) {
  random = mulberry32(2026);
  const database = await openBenchDatabase(url);
  const setupStart = performance.now();
  const report = await loadLargeCatalogue(database);
  const sample = await catalogueSample(database);
  const setupSeconds = Math.round((performance.now() - setupStart) / 100) / 10;
  const app = await buildApp(database, {
    webDist: undefined,
    demoMediaDir: join(serverRoot, 'media'),
    validateResponses: false,
    logLevel: 'silent',
  });
  // Routes must be added before the first request; the page is filled in later.
  const fixedPage = { body: undefined as unknown };
  app.get('/bench/fixed-page', () => fixedPage.body);
  try {
    const token = await login(app);
    const searches = Array.from({ length: QUERIES }, () => searchUrl(sample, 0.25));
    const search = await measureSearch(app, token, searches);
    return {
      database: kind,
      titles: sample.titleCount,
      setupSeconds,
      import: {
        imported: report.imported,
        merged: report.merged,
        unchanged: report.unchanged,
        rejected: report.rejected,
      },
      search,
      ...(await measureLists(app, fixedPage, token, sample)),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

const runs = [await benchmark('pglite (in memory)')];
if (postgresUrl) runs.push(await benchmark('postgresql', postgresUrl));
console.log(
  JSON.stringify(
    {
      benchmark: 'search',
      budget: { searchP99Ms: 10, listRequestsPerSecond: 8000, listP99Ms: 25 },
      measured: {
        search: 'app.inject round trip, in-process, one query at a time',
        list: 'autocannon over loopback HTTP, load in a worker thread, 1,000 list calls made once before',
        fixedPage: 'the same load on a route answering a fixed page of 24 films: the ceiling',
      },
      runs,
    },
    null,
    2,
  ),
);
