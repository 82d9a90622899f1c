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
import {
  phaseFigures,
  rateFor,
  type Rating,
  type RatingFigures,
  RATINGS_PER_SECOND,
  ratingTotals,
} from './rating-traffic';

const machineAtStart = machine();

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

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

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
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
