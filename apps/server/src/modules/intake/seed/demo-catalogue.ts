// The demo catalogue a fresh Marquee service starts with. Everything here is made up by code
// from the small word lists in demo-words.data.ts, so the demo ships no third-party data, and it is a pure
// function of its options: the same seed and base date always give the same catalogue, which
// keeps seeded databases, screenshots and end-to-end tests stable.

import { clamp, integer, mulberry32, pick, streamSeed, type Random } from './demo-random.js';
import {
  makeEpisodeSynopsis,
  makeEpisodeTitleText,
  makeFilmSynopsis,
  makeShowSynopsis,
  makeShowTitleText,
  makeTitleText,
  pickPeople,
  UniqueTitles,
} from './demo-texts.js';
import {
  genreId,
  pickGenres,
  pickParentalCode,
  showTypeId,
  type ParentalCode,
} from './demo-genres.js';
import { GENRE_NAMES, PACKAGES, SHOW_TYPE_NAMES } from './demo-words.data.js';

export { PARENTAL_CODES, type ParentalCode } from './demo-genres.js';

export interface DemoParentalRating {
  code: ParentalCode;
  require_pin: boolean;
}

/** A genre or a show type; `id` is its 1-based position, which other records refer to. */
export interface DemoNamed {
  id: number;
  name: string;
}
export type DemoGenre = DemoNamed;
export type DemoShowType = DemoNamed;

/** What films and TV shows share (field names follow the contract's). */
export interface DemoTitle {
  /** 1-based position among the films, or among the shows. */
  id: number;
  title: string;
  year: number;
  /** Ids of `DemoCatalogue.genres`, 1 to 3 of them. */
  genre_ids: number[];
  /** Ids of `DemoCatalogue.showTypes`. */
  show_type_ids: number[];
  /** Two or three sentences. */
  synopsis: string;
  cast: string[];
  /** Out of 10, one decimal, 5.0 to 9.5. */
  rating: number;
  parental_rating: DemoParentalRating;
  censorship_allowed: boolean;
  /** Hue (0..359) of the generated artwork. */
  poster_hue: number;
  /** Seed of the generated artwork's motif. */
  art_seed: number;
  created_at: Date;
}

export interface DemoFilm extends DemoTitle {
  /** Minutes, 80 to 160. */
  runtime: number;
}

export interface DemoEpisode {
  number: number;
  title: string;
  synopsis: string;
  /** Minutes, 20 to 60. */
  runtime: number;
}

export interface DemoSeason {
  number: number;
  name: string;
  episodes: DemoEpisode[];
}

export interface DemoShow extends DemoTitle {
  /** The show's creators. */
  writers: string[];
  seasons: DemoSeason[];
}

export interface DemoPackage {
  id: number;
  name: string;
  subscription_price: number;
  currency_code: 'EUR';
  description: string;
}

export interface DemoCatalogue {
  genres: DemoGenre[];
  showTypes: DemoShowType[];
  films: DemoFilm[];
  shows: DemoShow[];
  packages: DemoPackage[];
}

export interface DemoCatalogueOptions {
  seed?: number;
  /** Number of films; 240 unless told. */
  films?: number;
  /** Number of TV shows; 32 unless told. */
  shows?: number;
  /** "Now" of the demo: `created_at` falls in the two years before it. */
  baseDate: Date;
}

export { mulberry32, type Random } from './demo-random.js';
export { GENRE_NAMES, SHOW_TYPE_NAMES } from './demo-words.data.js';

const KIND = { film: 1, show: 2 } as const;

const TWO_YEARS_MS = 730 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Generates the demo catalogue; a pure function of its options. */
export function generateDemoCatalogue(options: DemoCatalogueOptions): DemoCatalogue {
  const seed = options.seed ?? 1;
  const filmCount = options.films ?? 240;
  const showCount = options.shows ?? 32;
  for (const [name, value] of [
    ['films', filmCount],
    ['shows', showCount],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a whole number of at least 0, got ${value}`);
    }
  }
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  if (Number.isNaN(options.baseDate.getTime())) throw new RangeError('baseDate is not a date');

  const titles = new UniqueTitles();
  // Shows are made first: there are fewer of them, so their titles change least when the film
  // count changes.
  const shows = Array.from({ length: showCount }, (_, index) =>
    makeShow(mulberry32(streamSeed(seed, KIND.show, index)), index + 1, titles, options.baseDate),
  );
  const films = Array.from({ length: filmCount }, (_, index) =>
    makeFilm(mulberry32(streamSeed(seed, KIND.film, index)), index + 1, titles, options.baseDate),
  );
  return {
    genres: GENRE_NAMES.map((name, index) => ({ id: index + 1, name })),
    showTypes: SHOW_TYPE_NAMES.map((name, index) => ({ id: index + 1, name })),
    films,
    shows,
    packages: PACKAGES.map((item) => ({ ...item })),
  };
}

function makeFilm(random: Random, id: number, titles: UniqueTitles, baseDate: Date): DemoFilm {
  const year = integer(random, 1970, 2025);
  const genres = pickGenres(random);
  const showTypes = [showTypeId('Feature film')];
  if (year < 1990 && random() < 0.5) showTypes.push(showTypeId('Classic'));
  else if (random() < 0.2) showTypes.push(showTypeId('Independent'));
  return {
    ...makeTitle(
      random,
      id,
      titles.take(random, makeTitleText),
      year,
      genres,
      showTypes,
      baseDate,
      makeFilmSynopsis,
    ),
    runtime: integer(random, 80, 160),
  };
}

function makeShow(random: Random, id: number, titles: UniqueTitles, baseDate: Date): DemoShow {
  const year = integer(random, 1990, 2025);
  const kind = pick(random, ['Series', 'Series', 'Mini-series', 'Documentary series'] as const);
  // A documentary series is a documentary, whatever else it is.
  const genres =
    kind === 'Documentary series'
      ? [
          genreId('Documentary'),
          ...pickGenres(random).filter((g) => g !== genreId('Documentary')),
        ].slice(0, integer(random, 1, 2))
      : pickGenres(random);
  const showTypes = [showTypeId(kind)];
  if (random() < 0.15) showTypes.push(showTypeId('Independent'));
  const title = makeTitle(
    random,
    id,
    titles.take(random, makeShowTitleText),
    year,
    genres,
    showTypes,
    baseDate,
    makeShowSynopsis,
  );
  // Episodes of one show run about the same length.
  const baseRuntime = integer(random, 22, 55);
  const seasonCount = kind === 'Mini-series' ? 1 : integer(random, 1, 4);
  const seasons = Array.from({ length: seasonCount }, (_, s) => {
    const episodeTitles = new UniqueTitles();
    const episodeCount = integer(random, 4, 10);
    return {
      number: s + 1,
      name: `Season ${s + 1}`,
      episodes: Array.from({ length: episodeCount }, (_, e) => ({
        number: e + 1,
        title:
          s === 0 && e === 0 && kind === 'Series'
            ? 'Pilot'
            : episodeTitles.take(random, makeEpisodeTitleText),
        synopsis: makeEpisodeSynopsis(random, title.cast),
        runtime: clamp(baseRuntime + integer(random, -4, 5), 20, 60),
      })),
    };
  });
  return {
    ...title,
    // Adult series always carry the flag, so the demo has shows whose posters can be hidden.
    censorship_allowed: title.censorship_allowed || title.parental_rating.code === '18',
    writers: pickPeople(random, integer(random, 1, 2)),
    seasons,
  };
}

function makeTitle(
  random: Random,
  id: number,
  title: string,
  year: number,
  genreIds: number[],
  showTypeIds: number[],
  baseDate: Date,
  synopsis: (random: Random, cast: string[], genreIds: number[]) => string,
): DemoTitle {
  const cast = pickPeople(random, integer(random, 3, 6));
  const parental = pickParentalCode(random, genreIds);
  return {
    id,
    title,
    year,
    genre_ids: genreIds,
    show_type_ids: showTypeIds,
    synopsis: synopsis(random, cast, genreIds),
    cast,
    rating: Math.round((5 + random() * 4.5) * 10) / 10,
    parental_rating: { code: parental, require_pin: parental === 'R' || parental === '18' },
    censorship_allowed: random() < 0.06,
    poster_hue: integer(random, 0, 359),
    art_seed: Math.floor(random() * 2 ** 31),
    created_at: new Date(
      baseDate.getTime() - Math.floor((random() * TWO_YEARS_MS) / MINUTE_MS) * MINUTE_MS,
    ),
  };
}
