import type { Named } from '@marquee/contract';

/** Cards show at most this many genres (spec: catalogue §2 and §9). */
export const CARD_GENRE_LIMIT = 5;

/** The genres a card shows. */
export function cardGenres(genres: readonly Named[]): Named[] {
  return genres.slice(0, CARD_GENRE_LIMIT);
}
