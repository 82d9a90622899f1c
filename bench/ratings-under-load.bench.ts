// List calls while viewers rate titles. autocannon (its load in a worker thread, load-test.ts)
// asks the film and TV show lists the web app asks for: a film's details with its rate
// (`filter[id]`, `config[enable_rate]=1`) for each film of the first pages, those pages, and TV
// show pages. Each round measures them three times, for BENCH_SECONDS each: quiet; while the
// two demo accounts, logged in, rate 10 titles a second (BENCH_RATINGS_PER_SECOND) from this
// process's main thread, each rating a film of those pages or a TV show, spread in a shuffled
// order, never the same account and title twice; and, to tell the cost of writing a rating from
// that of the answers it refreshes, while they send the same number of ratings again ("Item
// already rated", 409: the same transaction, but nothing changes). A rating refreshes the one
// title it rates (docs/decisions.md, "A star rating refreshes one title, not the catalogue"), so
// the answers that show its rate are built again while the rest are served as kept.
// Marquee runs built, in its own process (start-server.ts), on a fresh DATA_DIR with the demo
// seed, then (unless BENCH_REAL_CATALOGUE=0) on the demo seed plus the 12,833 real films of
// ../shared/data/catalogue, imported with the project's import command.
// Budget: list-call p99 while rating within 20 % of the quiet p99 (ratio at most 1.2).
import { mulberry32 } from '../apps/server/src/modules/intake/seed/demo-catalogue';
import { runLoadTest, type LoadResult } from './load-test';
import { machine } from './machine';
import { onDemoAndRealCatalogue, type ImportRun } from './real-catalogue';
import { startServer } from './start-server';
import { median } from './statistics';
import {
  DEMO_LOGIN,
  EXPIRED_DEMO_LOGIN,
  call,
  calls,
  filmListPath,
  logIn,
  webHeaders,
  webPath,
} from './web-calls';

const machineAtStart = machine();

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATINGS_PER_SECOND = Number(process.env.BENCH_RATINGS_PER_SECOND ?? 10);
/** What Chromium sends. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Film list pages whose films are asked for and rated. */
const FILM_PAGES = 10;
const SHOW_PAGES = 2;
const BUDGET = { maxP99Ratio: 1.2 };

interface Titled {
  id: number;
  title: string;
}

/** One rating to send: who, and the call (which title, how many stars). */
interface Rating {
  token: string;
  film?: number;
  path: string;
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the rating calls of a phase came to. */
interface RatingFigures {
  sent: number;
  /** 200 "Item successfully rated". */
  rated: number;
  /** 409 "Item already rated": none, unless the pairs of account and title ran out. */
  alreadyRated: number;
  failed: number;
  perSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
}

/**
 * Sends the ratings `next` gives at RATINGS_PER_SECOND for `seconds`, each on its own schedule
 * (a slow answer does not delay the next one).
 */
async function rateFor(
  baseUrl: string,
  next: () => Rating | undefined,
  seconds: number,
): Promise<RatingFigures> {
  const interval = 1000 / RATINGS_PER_SECOND;
  const started = performance.now();
  const latencies: number[] = [];
  const outcomes = { rated: 0, alreadyRated: 0, failed: 0 };
  const sent: Promise<void>[] = [];
  for (let index = 0; index * interval < seconds * 1000; index += 1) {
    const rating = next();
    if (!rating) break;
    const wait = started + index * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const at = performance.now();
    sent.push(
      fetch(`${baseUrl}${rating.path}`, { method: 'POST', headers: webHeaders(rating.token) })
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - at);
          if (response.status === 200) outcomes.rated += 1;
          else if (response.status === 409) outcomes.alreadyRated += 1;
          else outcomes.failed += 1;
        })
        .catch(() => {
          outcomes.failed += 1;
        }),
    );
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    sent: sent.length,
    ...outcomes,
    perSecond: round(sent.length / elapsed),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
  };
}

/** The rating calls of a phase's rounds, together. */
function ratingTotals(rounds: RatingFigures[]) {
  const total = (of: (figures: RatingFigures) => number) =>
    rounds.reduce((sum, figures) => sum + of(figures), 0);
  const latencies = rounds.map((figures) => figures.latencyMs);
  return {
    sent: total((figures) => figures.sent),
    rated: total((figures) => figures.rated),
    alreadyRated: total((figures) => figures.alreadyRated),
    failed: total((figures) => figures.failed),
    perSecond: median(rounds.map((figures) => figures.perSecond)),
    latencyMs: {
      p50: median(latencies.map((latency) => latency.p50)),
      p99: median(latencies.map((latency) => latency.p99)),
      max: Math.max(...latencies.map((latency) => latency.max)),
    },
  };
}

/** A phase's figures over the rounds: medians, and each round's. */
function phaseFigures(results: LoadResult[]) {
  const middle = (of: (result: LoadResult) => number) => median(results.map(of));
  return {
    requestsPerSecond: Math.round(middle((result) => result.requestsPerSecond)),
    p50Ms: middle((result) => result.latencyMs.p50),
    p90Ms: middle((result) => result.latencyMs.p90),
    p99Ms: middle((result) => result.latencyMs.p99),
    maxMs: Math.max(...results.map((result) => result.latencyMs.max)),
    rounds: results.map((result) => ({
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.latencyMs.p99,
    })),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  };
}

/** The quiet and rating phases on one Marquee server (on `dataDir`, or a fresh demo database). */
async function benchmark(data: string, catalogue?: { dataDir: string; importRun: ImportRun }) {
  const marquee = await startServer(catalogue ? { dataDir: catalogue.dataDir } : {});
  try {
    const { baseUrl } = marquee;
    const tokens = [await logIn(baseUrl, DEMO_LOGIN), await logIn(baseUrl, EXPIRED_DEMO_LOGIN)];
    const [token] = tokens as [string];
    const films: Titled[] = [];
    for (let page = 1; page <= FILM_PAGES; page += 1) {
      films.push(...(await call<{ items: Titled[] }>(baseUrl, token, filmListPath(page))).items);
    }
    const showPage = (page: number) =>
      webPath(calls.tvShows, { sort: { created: 'desc' }, page, limit: 24 });
    const shows: Titled[] = [];
    for (let page = 1; page <= SHOW_PAGES; page += 1) {
      shows.push(...(await call<{ items: Titled[] }>(baseUrl, token, showPage(page))).items);
    }
    const details = (id: number) =>
      webPath(calls.vodList, { filter: { id }, config: { enable_rate: 1 } });
    // The details of every film of the pages; after every fourth a film list page, after every
    // 24th a TV show page.
    const paths = films.flatMap((film, index) => [
      details(film.id),
      ...(index % 4 === 0 ? [filmListPath(1 + ((index / 4) % FILM_PAGES))] : []),
      ...(index % 24 === 0 ? [showPage(1 + ((index / 24) % SHOW_PAGES))] : []),
    ]);
    for (const path of paths) await call(baseUrl, token, path);

    // Every pair of account and title once, in a shuffled order.
    const random = mulberry32(2026);
    const titles = shuffled(
      [
        ...films.map((film) => ({ base: calls.rateVod, id: film.id })),
        ...shows.map((show) => ({ base: calls.rateTvShow, id: show.id })),
      ],
      random,
    );
    const queue: Rating[] = tokens.flatMap((rater) =>
      titles.map(({ base, id }) => ({
        token: rater,
        ...(base === calls.rateVod ? { film: id } : {}),
        path: webPath(`${base}/${id}/${1 + Math.floor(random() * 5)}`),
      })),
    );
    const firstRatedFilm = queue.find((rating) => rating.film !== undefined)?.film;
    const sentOnce: Rating[] = [];
    const firstTime = () => {
      const rating = queue.shift();
      if (rating) sentOnce.push(rating);
      return rating;
    };
    let again = 0;
    const secondTime = () => sentOnce[again++ % sentOnce.length];
    const planned = ROUNDS * SECONDS * RATINGS_PER_SECOND;

    const headers = { ...webHeaders(token), 'Accept-Encoding': ACCEPT_ENCODING };
    const load = (seconds: number) =>
      runLoadTest({ url: baseUrl, paths, headers, connections: CONNECTIONS, seconds });
    if (WARM_UP_SECONDS > 0) await load(WARM_UP_SECONDS);
    const quiet: LoadResult[] = [];
    const rating: LoadResult[] = [];
    const ratings: RatingFigures[] = [];
    const repeating: LoadResult[] = [];
    const repeats: RatingFigures[] = [];
    for (let index = 0; index < ROUNDS; index += 1) {
      quiet.push(await load(SECONDS));
      const [result, rated] = await Promise.all([
        load(SECONDS),
        rateFor(baseUrl, firstTime, SECONDS),
      ]);
      rating.push(result);
      ratings.push(rated);
      const [repeated, refused] = await Promise.all([
        load(SECONDS),
        rateFor(baseUrl, secondTime, SECONDS),
      ]);
      repeating.push(repeated);
      repeats.push(refused);
    }

    const quietFigures = phaseFigures(quiet);
    const ratingFigures = phaseFigures(rating);
    const repeatingFigures = phaseFigures(repeating);
    const ratio = (figures: { p99Ms: number }) =>
      Math.round((figures.p99Ms / quietFigures.p99Ms) * 100) / 100;
    const p99Ratio = ratio(ratingFigures);
    const sent = ratingTotals(ratings).sent;
    return {
      data,
      ...(catalogue ? { import: catalogue.importRun } : {}),
      listPaths: paths.length,
      ratedTitles: { films: films.length, tvShows: shows.length, raters: tokens.length },
      ...(sent < planned ? { note: `only ${sent} of ${planned} ratings: pairs ran out` } : {}),
      quiet: quietFigures,
      whileRating: { ...ratingFigures, ratings: ratingTotals(ratings) },
      whileRepeatingRatings: { ...repeatingFigures, ratings: ratingTotals(repeats) },
      p99Ms: {
        quiet: quietFigures.p99Ms,
        whileRating: ratingFigures.p99Ms,
        whileRepeatingRatings: repeatingFigures.p99Ms,
      },
      p99Ratio,
      repeatingP99Ratio: ratio(repeatingFigures),
      budgetMet: p99Ratio <= BUDGET.maxP99Ratio ? 'yes' : 'no',
      // The first film rated, as its details page shows it now: rated, so rate_count from 1.
      ...(firstRatedFilm === undefined
        ? {}
        : {
            firstRatedFilm: (
              await call<{ items: { id: number; title: string; rate: unknown }[] }>(
                baseUrl,
                token,
                details(firstRatedFilm),
              )
            ).items.map(({ id, title, rate }) => ({ id, title, rate }))[0],
          }),
    };
  } finally {
    await marquee.stop();
  }
}

const runs = await onDemoAndRealCatalogue(benchmark);
console.log(
  JSON.stringify(
    {
      benchmark: 'ratings-under-load',
      machineAtStart,
      budget: { p99WhileRatingToQuiet: `<= ${BUDGET.maxP99Ratio}` },
      measured: {
        load: `autocannon, ${CONNECTIONS} connections, in a worker thread: warmed up for ${WARM_UP_SECONDS} s, then ${ROUNDS} rounds of ${SECONDS} s quiet and ${SECONDS} s while rating; figures are the medians of the rounds (autocannon records whole milliseconds)`,
        ratings: `${RATINGS_PER_SECOND} a second from the benchmark's main thread, by the two demo accounts, each pair of account and title once, in a shuffled order`,
        marquee: 'apps/server/dist/main.js in its own process',
        acceptEncoding: ACCEPT_ENCODING,
      },
      runs,
    },
    null,
    2,
  ),
);
