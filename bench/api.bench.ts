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
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { runLoadTest, type LoadResult } from './load-test';
import { machine } from './machine';
import { onDemoAndRealCatalogue, type ImportRun } from './real-catalogue';
import { startServer } from './start-server';
import { median } from './statistics';
import { configurationPath, filmListPath, logIn, searchPaths, webHeaders } from './web-calls';

const machineAtStart = machine();

/** Rounds of all the cases in turn; each case's figures are the median of its rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
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

type CaseName = 'bareFilmList' | 'filmList' | 'search' | 'configuration' | 'helloWorld';

interface Case {
  url: string;
  paths: string[];
  /** The Marquee server's process, whose CPU time per answer is reported. */
  serverPid?: number;
}

/** A case's figures over the rounds: medians, and the worst of what must never happen. */
interface CaseFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The highest p99 of any round. */
  worstP99Ms: number;
  maxMs: number;
  megabytesPerSecond: number;
  /** CPU time (user and system) of the Marquee server per answer, in µs. */
  serverCpuMicrosPerAnswer?: number;
  rounds: { requestsPerSecond: number; p99Ms: number }[];
  requests: number;
  non2xx: number;
  errors: number;
}

/** CPU time a process has used so far (user and system), in µs, from /proc. */
function cpuMicrosOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / CLOCK_TICKS_PER_SECOND;
}
/** Linux's USER_HZ, the unit of /proc/PID/stat's times, on every platform Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * Every case warmed up once, then ROUNDS rounds of all cases in turn, each for SECONDS: what
 * else the machine does then weighs on every case alike, and the median of the rounds leaves
 * out a round that something else disturbed.
 */
async function measureInRounds(
  cases: Record<CaseName, Case>,
  headers: Record<string, string>,
): Promise<Record<CaseName, CaseFigures>> {
  const test = (which: Case, seconds: number) =>
    runLoadTest({ url: which.url, paths: which.paths, headers, connections: CONNECTIONS, seconds });
  const names = Object.keys(cases) as CaseName[];
  if (WARM_UP_SECONDS > 0) for (const name of names) await test(cases[name], WARM_UP_SECONDS);
  const rounds = new Map<CaseName, { result: LoadResult; cpuMicros?: number }[]>(
    names.map((name) => [name, []]),
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of names) {
      const which = cases[name];
      const cpuBefore = which.serverPid ? cpuMicrosOf(which.serverPid) : 0;
      const result = await test(which, SECONDS);
      const cpuMicros = which.serverPid ? cpuMicrosOf(which.serverPid) - cpuBefore : undefined;
      rounds.get(name)!.push({ result, cpuMicros });
    }
  }
  const figures = (measured: { result: LoadResult; cpuMicros?: number }[]): CaseFigures => {
    const results = measured.map(({ result }) => result);
    const middle = (of: (result: LoadResult) => number) => median(results.map(of));
    const total = (of: (result: LoadResult) => number) =>
      results.reduce((sum, result) => sum + of(result), 0);
    const requests = total((result) => result.requests);
    const cpuMicros = measured.reduce((sum, { cpuMicros: used }) => sum + (used ?? 0), 0);
    return {
      requestsPerSecond: Math.round(middle((result) => result.requestsPerSecond)),
      p50Ms: middle((result) => result.latencyMs.p50),
      p99Ms: middle((result) => result.latencyMs.p99),
      worstP99Ms: Math.max(...results.map((result) => result.latencyMs.p99)),
      maxMs: Math.max(...results.map((result) => result.latencyMs.max)),
      megabytesPerSecond: middle((result) => result.megabytesPerSecond),
      ...(measured[0]?.cpuMicros === undefined
        ? {}
        : { serverCpuMicrosPerAnswer: Math.round((cpuMicros / requests) * 10) / 10 }),
      rounds: results.map((result) => ({
        requestsPerSecond: result.requestsPerSecond,
        p99Ms: result.latencyMs.p99,
      })),
      requests,
      non2xx: total((result) => result.non2xx),
      errors: total((result) => result.errors),
    };
  };
  return Object.fromEntries(names.map((name) => [name, figures(rounds.get(name)!)])) as Record<
    CaseName,
    CaseFigures
  >;
}

const ratio = (a: CaseFigures, b: CaseFigures) =>
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
      const cases: Record<CaseName, Case> = {
        bareFilmList: { url: bareUrl, paths: [listPath] },
        filmList: { url: marquee.baseUrl, paths: [listPath], serverPid: marquee.pid },
        search: { url: marquee.baseUrl, paths: searches, serverPid: marquee.pid },
        configuration: { url: marquee.baseUrl, paths: [configurationPath], serverPid: marquee.pid },
        helloWorld: { url: bareUrl, paths: ['/hello'] },
      };
      const measured = await measureInRounds(cases, headers);
      const { bareFilmList, filmList, search, configuration, helloWorld } = measured;
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
        cases: measured,
        ratios,
        met: {
          filmListRatio: ratios.filmListToBare >= BUDGET.minRatio,
          filmListP99: filmList.p99Ms < BUDGET.p99Ms,
          searchRatio: ratios.searchToBare >= BUDGET.minRatio,
          searchP99: search.p99Ms < BUDGET.p99Ms,
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

const runs = await onDemoAndRealCatalogue(benchmark);
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
        load: `autocannon, ${CONNECTIONS} connections, in a worker thread: every case warmed up for ${WARM_UP_SECONDS} s, then ${ROUNDS} rounds of every case in turn for ${SECONDS} s each; figures are the medians of the rounds`,
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
