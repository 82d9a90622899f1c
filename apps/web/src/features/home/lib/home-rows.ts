import type { QueryClient } from '@tanstack/react-query';
import { myListQueryOptions } from '@/entities/my-list';
import type { ParseKeys } from 'i18next';
import type { CarouselLayout } from '@/entities/title-card/ui/title-carousel';
import { paths } from '@/shared/config/routes';
import { homeLists, type HomeListOptions } from '../api/home-lists';

/** One carousel row of home: its list, its heading and where its cards lead. */
export interface TitleRowDefinition {
  kind?: 'titles';
  /** The row's test id, `row-{id}`. */
  id: string;
  title: ParseKeys;
  list: HomeListOptions;
  /** Where cards without a play or channel link go: the list's base route. */
  baseRoute: string;
  layout?: CarouselLayout;
  /** Asked for with the page (route loader), not once the first screen has come. */
  firstScreen?: boolean;
  /** A list of the catalogue itself: when all of them are empty, home says so. */
  catalogue?: boolean;
}

/**
 * A row of channels, shown only while the channels module is on: the viewer's favourites
 * (drawn only when there are some) or the live TV row, which grows as it is scrolled.
 */
export interface ChannelRowDefinition {
  kind: 'channels';
  id: string;
  title: ParseKeys;
  channels: 'favourites' | 'liveTv';
}

/** The viewer's My List, drawn only when it holds something (films and shows). */
export interface MyListRowDefinition {
  kind: 'myList';
  id: string;
  title: ParseKeys;
}

export type HomeRowDefinition = TitleRowDefinition | ChannelRowDefinition | MyListRowDefinition;

export function isTitleRow(row: HomeRowDefinition): row is TitleRowDefinition {
  return row.kind === undefined || row.kind === 'titles';
}

/**
 * Home's rows in the spec's order (catalogue §2), below the highlighted slider: continue
 * watching (drawn only when it holds something), then My List (likewise), favourite channels,
 * live TV, recommended films and TV shows, new-release films and TV shows.
 */
export const HOME_ROWS: readonly HomeRowDefinition[] = [
  {
    id: 'continue-watching',
    title: 'home.continueWatching',
    list: homeLists.continueWatching,
    baseRoute: paths.movies,
    firstScreen: true,
  },
  { kind: 'myList', id: 'my-list', title: 'home.myList' },
  {
    kind: 'channels',
    id: 'favourite-channels',
    title: 'home.favouriteChannels',
    channels: 'favourites',
  },
  { kind: 'channels', id: 'live-tv', title: 'home.liveTv', channels: 'liveTv' },
  {
    id: 'recommended-movies',
    title: 'home.recommendedMovies',
    list: homeLists.recommendedMovies,
    baseRoute: paths.movies,
    firstScreen: true,
    catalogue: true,
  },
  {
    id: 'recommended-tv-shows',
    title: 'home.recommendedTvShows',
    list: homeLists.recommendedTvShows,
    baseRoute: paths.tvShows,
    catalogue: true,
  },
  {
    id: 'movie-new-releases',
    title: 'home.movieNewReleases',
    list: homeLists.movieNewReleases,
    baseRoute: paths.movies,
    layout: 'newReleases',
    catalogue: true,
  },
  {
    id: 'tv-show-new-releases',
    title: 'home.tvShowNewReleases',
    list: homeLists.tvShowNewReleases,
    baseRoute: paths.tvShows,
    layout: 'newReleases',
    catalogue: true,
  },
];

/**
 * Starts the lists of home's first screen (the slider, the first rows and My List), so they
 * arrive together with the route. The rows below ask for theirs once these have come
 * (home-page.tsx), so that their calls never hold the first screen back.
 */
export function prefetchHomePage(client: QueryClient): void {
  void client.prefetchQuery(homeLists.highlighted);
  void client.prefetchQuery(myListQueryOptions());
  for (const row of HOME_ROWS) {
    if (isTitleRow(row) && row.firstScreen) void client.prefetchQuery(row.list);
  }
}
