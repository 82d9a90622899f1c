import type { BoxPosition } from '@marquee/contract';
import { to } from '@/shared/config/routes';

export type ListKind = 'movies' | 'tvShows';

/** The next page's data and posters are fetched this long after a page shows (catalogue §4). */
export const NEXT_PAGE_PREFETCH_DELAY_MS = 2000;

/** What differs between the movie list and the TV show list. */
export interface ListKindSettings {
  title: 'nav.movies' | 'nav.tvShows';
  adPosition: BoxPosition;
  /** The loader hides anyway after this long (catalogue §4 "Lists"). */
  loaderCutoffMs: number;
  /** Films have a year filter; TV shows do not (catalogue §2). */
  yearFilter: boolean;
  /** A card's link: the list's base route plus the id. */
  detailsPath: (id: number) => string;
}

export const listKinds: Record<ListKind, ListKindSettings> = {
  movies: {
    title: 'nav.movies',
    adPosition: 'movies_box',
    loaderCutoffMs: 3000,
    yearFilter: true,
    detailsPath: to.movie,
  },
  tvShows: {
    title: 'nav.tvShows',
    adPosition: 'tv_shows_box',
    loaderCutoffMs: 4000,
    yearFilter: false,
    detailsPath: to.tvShow,
  },
};
