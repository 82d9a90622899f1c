import { pick, shuffle, weighted, type Random } from './demo-random.js';
import {
  GENRE_NAMES,
  SHOW_TYPE_NAMES,
  type GenreName,
  type ShowTypeName,
} from './demo-words.data.js';

/** Parental rating codes of the demo; `R` and `18` ask for the parental PIN. */
export const PARENTAL_CODES = ['G', 'PG', 'PG-13', 'R', '18'] as const;
export type ParentalCode = (typeof PARENTAL_CODES)[number];

/** A genre's or a show type's id: its 1-based position in its list. */
export const genreId = (name: GenreName) => GENRE_NAMES.indexOf(name) + 1;
export const showTypeId = (name: ShowTypeName) => SHOW_TYPE_NAMES.indexOf(name) + 1;

export function pickGenres(random: Random): number[] {
  const count = weighted(random, [
    [1, 0.45],
    [2, 0.4],
    [3, 0.15],
  ]);
  return shuffle(random, GENRE_NAMES.map(genreId)).slice(0, count);
}

// Family and animation titles stay gentle; horror and crime lean towards adult codes.
export function pickParentalCode(random: Random, genreIds: number[]): ParentalCode {
  const has = (name: GenreName) => genreIds.includes(genreId(name));
  if (has('Family') || has('Animation')) {
    return pick(random, ['G', 'G', 'PG', 'PG'] as const);
  }
  if (has('Horror') || has('Crime')) {
    return weighted(random, [
      ['PG-13', 0.3],
      ['R', 0.45],
      ['18', 0.25],
    ]);
  }
  return weighted<ParentalCode>(random, [
    ['G', 0.1],
    ['PG', 0.25],
    ['PG-13', 0.35],
    ['R', 0.2],
    ['18', 0.1],
  ]);
}
