// Catalogue reads against what this machine can serve at all, in one run, side by side, at 50
// connections (autocannon, its load in a worker thread of this process):
// - bareFilmList: a bare Fastify server sending the very bytes of Marquee's film list answer
//   (fetched once, kept with its Content-Type and any Content-Encoding): the ceiling;
// - filmList: the Marquee server's film list, page 1 of /movies as the web app asks for it
//   (`/api/vods/list?filter[type]=0&page=1&limit=24&sort[created]=desc`), logged in as the demo
//   account with the web app's headers (Token, Device, Tenant, Accept-Language, UID, Accept, and
//   the Accept-Encoding Chromium adds);
// - search: the search page's two calls (films with episodes, TV shows) for a few words of real
//   titles, cycling;
// - configuration: `/api/composer/configuration/web`, which every page load reads;
// - helloWorld: a bare Fastify route answering `{"hello":"world"}`: the ceiling for it.
// Marquee runs built, in its own process (bench/start-server.ts, as `npm start` does); the bare
// server runs on this process's main thread, idle while the worker thread makes the load: three
// event loops, none shared. On the demo data, then (unless BENCH_REAL_CATALOGUE=0) on the demo
// data plus the 12,833 real films of ../shared/data/catalogue, imported with the project's import
// command; that run fails, never skips, when the folder is missing.
// Budgets (issue): film list and search at least half the bare server's rate at p99 under 25 ms;
// the configuration at least half the hello-world rate.
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { runLoadTest, type LoadResult } from './load-test';
import { machine } from './machine';
import {
  demoPlusRealCatalogue,
  realCatalogueFiles,
  withRealCatalogue,
  type ImportRun,
} from './real-catalogue';
import { startServer } from './start-server';
import { configurationPath, filmListPath, logIn, searchPaths, webHeaders } from './web-calls';

const machineAtStart = machine();

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** What Chromium sends; BENCH_ACCEPT_ENCODING=identity asks for answers as they are. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const BUDGET = { minRatio: 0.5, p99Ms: 25 };

interface RawAnswer {
  status: number;
  body: Buffer;
  contentType: string;
  contentEncoding: string | undefined;
}

/** One answer exactly as it came over the wire: the bytes are not decoded. */
function getRaw(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          contentType: String(response.headers['content-type']),
          contentEncoding: response.headers['content-encoding'],
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The bare server: the film list's bytes at the same path, and hello world. */
async function startBareServer(filmList: { path: string; answer: RawAnswer }) {
  const bare = Fastify({ logger: false });
  const { pathname } = new URL(filmList.path, 'http://bare');
  bare.get(pathname, (_request, reply) => {
    reply.header('content-type', filmList.answer.contentType);
    if (filmList.answer.contentEncoding) {
      reply.header('content-encoding', filmList.answer.contentEncoding);
    }
    return reply.send(filmList.answer.body);
  });
  bare.get('/hello', () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`, bare };
}

/** Words of real titles, whole and cut to a prefix: the searches that cycle. */
function searchWords(titles: string[]): string[] {
  const words = [
    ...new Set(
      titles
        .flatMap((title) => title.split(/\s+/))
        .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
        .filter((word) => word.length >= 4),
    ),
  ].slice(0, 4);
  return [...new Set([...words, ...words.map((word) => word.slice(0, 3))])];
}

const summary = (result: LoadResult) => ({
  requestsPerSecond: result.requestsPerSecond,
  p50Ms: result.latencyMs.p50,
  p99Ms: result.latencyMs.p99,
  maxMs: result.latencyMs.max,
  megabytesPerSecond: result.megabytesPerSecond,
  requests: result.requests,
  non2xx: result.non2xx,
  errors: result.errors,
});
const ratio = (a: LoadResult, b: LoadResult) =>
  Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100;

/** The five cases on one Marquee server (on `dataDir`, or a fresh demo database). */
async function benchmark(data: string, catalogue?: { dataDir: string; importRun: ImportRun }) {
  const marquee = await startServer(catalogue ? { dataDir: catalogue.dataDir } : {});
  try {
    const token = await logIn(marquee.baseUrl);
    const headers = { ...webHeaders(token), 'Accept-Encoding': ACCEPT_ENCODING };
    const listPath = filmListPath();
    const answer = await getRaw(`${marquee.baseUrl}${listPath}`, headers);
    if (answer.status !== 200) throw new Error(`${listPath}: HTTP ${answer.status}`);
    const titlesAnswer = await fetch(`${marquee.baseUrl}${listPath}`, {
      headers: webHeaders(token),
    });
    const { data: list } = (await titlesAnswer.json()) as {
      data: { items: { title: string }[]; pager: { count: number } };
    };
    const words = searchWords(list.items.map((item) => item.title));
    const searches = words.flatMap((word) => Object.values(searchPaths(word)));
    const found = async (path: string) => {
      const response = await fetch(`${marquee.baseUrl}${path}`, { headers: webHeaders(token) });
      return ((await response.json()) as { data: { pager: { count: number } } }).data.pager.count;
    };
    const searchResults = await Promise.all(
      words.map(async (text) => ({
        text,
        films: await found(searchPaths(text).films),
        tvShows: await found(searchPaths(text).tvShows),
      })),
    );
    const { url: bareUrl, bare } = await startBareServer({ path: listPath, answer });
    try {
      const load = async (url: string, paths: string[]) => {
        const test = { url, paths, headers, connections: CONNECTIONS };
        if (WARM_UP_SECONDS > 0) await runLoadTest({ ...test, seconds: WARM_UP_SECONDS });
        return runLoadTest({ ...test, seconds: SECONDS });
      };
      const bareFilmList = await load(bareUrl, [listPath]);
      const filmList = await load(marquee.baseUrl, [listPath]);
      const search = await load(marquee.baseUrl, searches);
      const configuration = await load(marquee.baseUrl, [configurationPath]);
      const helloWorld = await load(bareUrl, ['/hello']);
      const ratios = {
        filmListToBare: ratio(filmList, bareFilmList),
        searchToBare: ratio(search, bareFilmList),
        configurationToHello: ratio(configuration, helloWorld),
      };
      return {
        data,
        ...(catalogue ? { import: catalogue.importRun } : {}),
        films: list.pager.count,
        filmListAnswer: {
          path: listPath,
          bytes: answer.body.length,
          contentType: answer.contentType,
          contentEncoding: answer.contentEncoding ?? 'none',
        },
        searches: searchResults,
        cases: {
          bareFilmList: summary(bareFilmList),
          filmList: summary(filmList),
          search: summary(search),
          configuration: summary(configuration),
          helloWorld: summary(helloWorld),
        },
        ratios,
        met: {
          filmListRatio: ratios.filmListToBare >= BUDGET.minRatio,
          filmListP99: filmList.latencyMs.p99 < BUDGET.p99Ms,
          searchRatio: ratios.searchToBare >= BUDGET.minRatio,
          searchP99: search.latencyMs.p99 < BUDGET.p99Ms,
          configurationRatio: ratios.configurationToHello >= BUDGET.minRatio,
        },
      };
    } finally {
      await bare.close();
    }
  } finally {
    await marquee.stop();
  }
}

if (withRealCatalogue) realCatalogueFiles(); // fail before anything runs when it is missing
const runs = [await benchmark('demo seed')];
if (withRealCatalogue) {
  const catalogue = await demoPlusRealCatalogue();
  try {
    runs.push(await benchmark('demo seed plus the 12,833 real films', catalogue));
  } finally {
    rmSync(catalogue.dataDir, { recursive: true, force: true });
  }
}
console.log(
  JSON.stringify(
    {
      benchmark: 'api',
      machineAtStart,
      budget: {
        filmListToBare: `>= ${BUDGET.minRatio}`,
        searchToBare: `>= ${BUDGET.minRatio}`,
        configurationToHello: `>= ${BUDGET.minRatio}`,
        filmListP99Ms: `< ${BUDGET.p99Ms}`,
        searchP99Ms: `< ${BUDGET.p99Ms}`,
      },
      measured: {
        load: `autocannon, ${CONNECTIONS} connections, ${SECONDS} s a case after ${WARM_UP_SECONDS} s of warm-up, in a worker thread`,
        marquee: 'apps/server/dist/main.js in its own process',
        bare: 'Fastify on the main thread of the benchmark process',
        acceptEncoding: ACCEPT_ENCODING,
      },
      runs,
    },
    null,
    2,
  ),
);
