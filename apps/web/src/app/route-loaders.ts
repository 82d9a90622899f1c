import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { myListQueryOptions } from '@/entities/my-list';
import { episodeQueryOptions, movieQueryOptions, tvShowQueryOptions } from '@/entities/title';
import { parseDetailsId } from '@/features/catalogue/lib/details-id';
import { homeLists } from '@/features/home/api/home-lists';
import { prefetchHomePage } from '@/features/home/lib/home-rows';
import { useSessionStore } from '@/features/session/stores/session-store';
import { queryClient } from './query-client';

/*
 * The pages' loaders: each starts its page's calls and returns at once, never holding the
 * navigation back. They sit in the route table itself (router.tsx) rather than in the lazy
 * route modules, because React Router runs a route's own loader together with its lazy module:
 * the calls leave while the page's code downloads instead of after it, and on a first visit
 * they leave as the entry starts the router. Nobody is asked for while logged out (the guard
 * sends the visit to /login); a stored but unconfirmed session asks with its token.
 */

const mayAsk = () => useSessionStore.getState().user !== false;

/** / and /home: every list home shows. */
export function homeLoader() {
  if (mayAsk()) prefetchHomePage(queryClient);
  return null;
}

/** /trending: both trending lists. */
export function trendingLoader() {
  if (mayAsk()) {
    void queryClient.prefetchQuery(homeLists.trendingTvShows);
    void queryClient.prefetchQuery(homeLists.trendingMovies);
  }
  return null;
}

/** /my-list: the viewing profile's My List. */
export function myListLoader() {
  if (mayAsk()) void queryClient.prefetchQuery(myListQueryOptions());
  return null;
}

/** What the guide's loader hands its page: the moment it opens on, epoch ms. */
export interface GuideLoaderData {
  openedAt: number;
}

/**
 * /epg-channels: the guide's first tile, at the moment it opens on. Its few lines load on
 * their own, beside the page's code, so that the shell carries nothing of the guide.
 */
export function guideLoader(): GuideLoaderData {
  const openedAt = Date.now();
  if (mayAsk()) {
    void import('@/features/guide/lib/prefetch-guide').then((module) =>
      module.prefetchGuideOpening(queryClient, openedAt),
    );
  }
  return { openedAt };
}

/** A details page's loader: the title of the `:id` in its path, when that is an id. */
function detailsLoader<T, K extends QueryKey>(
  options: (id: number) => FetchQueryOptions<T, Error, T, K>,
) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = parseDetailsId(params.id);
    if (id !== null && mayAsk()) void queryClient.prefetchQuery(options(id));
    return null;
  };
}

/** /movies/:id: the film. */
export const movieLoader = detailsLoader(movieQueryOptions);

/** /tv-shows/:id: the show. */
export const tvShowLoader = detailsLoader(tvShowQueryOptions);

/** /tv-shows/episode/:id: the episode. */
export const episodeLoader = detailsLoader(episodeQueryOptions);
