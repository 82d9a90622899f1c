// Title search and list throughput on a large catalogue, measured in-process with app.inject
// (server time, no network): the 12,833 real films of ../shared/data/catalogue plus generated
// ones up to about 36,000 titles, on a fresh PGlite database.
// Budgets (DESIGN.md): search p99 under 10 ms on 36,000 titles; catalogue reads 8,000 req/s.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Header, DEVICE_WEB, TENANT_GENERAL } from '@marquee/contract';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { createCatalogueRepository } from '../apps/server/src/modules/catalogue/catalogue-repository';
import {
  importCatalogue,
  readSources,
} from '../apps/server/src/modules/catalogue-import/import-catalogue';
import { generateDemoCatalogue, mulberry32 } from '../apps/server/src/modules/seed/demo-catalogue';
import { DEMO_ACCOUNT, seedDemoData } from '../apps/server/src/modules/seed/seed';
import { serverRoot } from '../apps/server/src/paths';
import { root } from '../scripts/lib.mjs';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 400);
const LIST_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const catalogueDir = join(root, '..', 'shared', 'data', 'catalogue');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

if (!existsSync(catalogueDir)) {
  console.log(JSON.stringify({ benchmark: 'search', skipped: `no ${catalogueDir}` }));
  process.exit(0);
}
const files = readdirSync(catalogueDir)
  .filter((name) => /^movies-.*\.json$/.test(name))
  .map((name) => join(catalogueDir, name));

const database = await openDatabase({});
await database.migrate();
const setupStart = performance.now();
// The demo seed first (genres, shows, the demo account), then the real films, then generated
// films in our own import format, about 37,000 titles in all (the importer writes in batches).
await seedDemoData(database.db);
const report = await importCatalogue(database.db, await readSources(files));
const generatedCatalogue = generateDemoCatalogue({ seed: 7, films: 24_000, baseDate: new Date() });
const genreName = new Map(generatedCatalogue.genres.map((genre) => [genre.id, genre.name]));
await importCatalogue(database.db, [
  {
    name: 'generated.json',
    text: JSON.stringify({
      films: generatedCatalogue.films.map((film) => ({
        title: film.title,
        year: film.year,
        genres: film.genre_ids.map((id) => genreName.get(id)),
        cast: film.cast,
        synopsis: film.synopsis,
        runtime: film.runtime,
        rating: film.rating,
      })),
    }),
  },
]);
const catalogue = createCatalogueRepository(database.db);
const titles = await catalogue.countVods();
const setupSeconds = Math.round((performance.now() - setupStart) / 100) / 10;

const app = await buildApp(database, {
  webDist: undefined,
  mediaDir: join(serverRoot, 'media'),
  validateResponses: false,
  logLevel: 'silent',
});
const headers = {
  [Header.device]: DEVICE_WEB,
  [Header.tenant]: TENANT_GENERAL,
  [Header.uid]: 'bench',
};
const login = await app.inject({
  url: '/api/account/login',
  headers: {
    ...headers,
    authorization: `Basic ${Buffer.from(`${DEMO_ACCOUNT.email}:${DEMO_ACCOUNT.password}`).toString('base64')}`,
  },
});
const token = login.json<{ data: { token: string } }>().data.token;
const get = async (url: string) => {
  const response = await app.inject({ url, headers: { ...headers, [Header.token]: token } });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
};

// Varied queries from real titles: 1 to 3 words, whole or cut to a prefix, some upper-cased,
// some with Portuguese accents, some with a genre filter, limits 24 and 200, films and series.
const random = mulberry32(2026);
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
const sample = (await catalogue.listVods({ type: 0 }, {}, 1, 2000)).rows.map((row) => row.title);
const genreIds = (await catalogue.allGenres()).map((genre) => genre.id);
const accented = ['Coração', 'ação', 'São', 'CORAÇÃO', 'amor', 'noite'];
const queries = Array.from({ length: QUERIES }, () => {
  const words = pick(sample)
    .split(/\s+/)
    .filter((word) => /\w/.test(word));
  const start = Math.floor(random() * Math.max(1, words.length - 2));
  const count = 1 + Math.floor(random() * 3);
  let text = words
    .slice(start, start + count)
    .map((word) => (random() < 0.5 ? word.slice(0, 2 + Math.floor(random() * 4)) : word))
    .join(' ');
  if (random() < 0.1) text = pick(accented);
  if (random() < 0.2) text = text.toUpperCase();
  const genre = random() < 0.3 ? `&filter[genre_id][0]=${pick(genreIds)}` : '';
  const limit = random() < 0.25 ? 200 : 24;
  const list = random() < 0.15 ? 'multi-event-vods' : 'vods';
  const type = list === 'vods' ? 'filter[type]=0&' : '';
  return `/api/${list}/list?${type}filter[title]=${encodeURIComponent(text || 'a')}${genre}&limit=${limit}`;
});

for (const url of queries.slice(0, 30)) await get(url); // warm-up
const samples: number[] = [];
let results = 0;
for (const url of queries) {
  const started = performance.now();
  const response = await get(url);
  samples.push(performance.now() - started);
  results += response.json<{ data: { items: unknown[] } }>().data.items.length;
}
const sorted = [...samples].sort((a, b) => a - b);

// List throughput: pages of the film list, newest first, one at a time and 8 in flight.
const pageUrl = (n: number) =>
  `/api/vods/list?filter[type]=0&sort[created]=desc&page=${1 + (n % 50)}`;
async function throughput(inFlight: number) {
  let done = 0;
  const deadline = performance.now() + LIST_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < deadline) await get(pageUrl(done++));
    }),
  );
  return Math.round(done / LIST_SECONDS);
}
const sequential = await throughput(1);
const concurrent = await throughput(8);

console.log(
  JSON.stringify(
    {
      benchmark: 'search',
      budget: { searchP99Ms: 10, listRequestsPerSecond: 8000 },
      database: 'pglite (in memory)',
      titles,
      setupSeconds,
      import: {
        imported: report.imported,
        merged: report.merged,
        unchanged: report.unchanged,
        rejected: report.rejected,
      },
      search: {
        queries: samples.length,
        meanResults: Math.round(results / samples.length),
        p50Ms: round(percentile(sorted, 50)),
        p90Ms: round(percentile(sorted, 90)),
        p99Ms: round(percentile(sorted, 99)),
        maxMs: round(sorted.at(-1)!),
      },
      list: { requestsPerSecond: { sequential, inFlight8: concurrent } },
    },
    null,
    2,
  ),
);
await app.close();
await database.close();
