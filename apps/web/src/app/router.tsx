import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/shared/config/routes';
import { loadTexts, type TextPart } from '@/shared/i18n/i18n';
import { nextTask } from '@/shared/lib/next-task';
import { BootFallback } from './layout/boot-fallback';
import { playLinkRoutes } from './routes/play-link-route';
import { RootLayout } from './layout/root-layout';
import {
  episodeLoader,
  guideLoader,
  homeLoader,
  movieLoader,
  myListLoader,
  trendingLoader,
  tvShowLoader,
} from './route-loaders';

/** A route module with the texts its pages use beyond the dictionary, fetched together. */
function withTexts<T>(module: Promise<T>, ...parts: TextPart[]): Promise<T> {
  return Promise.all([module, loadTexts(...parts)]).then(([loaded]) => loaded);
}

/**
 * The table with each lazy module evaluated in a task of its own: the router's start (its
 * loaders' calls) and the evaluation of the page's code would otherwise make one long task.
 */
function lazyInTasksOfTheirOwn(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const { lazy, children } = route;
    const own: Partial<RouteObject> = {};
    if (typeof lazy === 'function') own.lazy = () => nextTask().then(lazy);
    if (children) own.children = lazyInTasksOfTheirOwn(children);
    return { ...route, ...own } as RouteObject;
  });
}

/**
 * The route table: every page is a lazy module, the signed-in shell too. A page's loader sits
 * here rather than in its module (route-loaders.ts), so its calls start with its code.
 */
export const routes: RouteObject[] = lazyInTasksOfTheirOwn([
  {
    Component: RootLayout,
    HydrateFallback: BootFallback,
    children: [
      { path: paths.login, lazy: () => import('./routes/login-route') },
      {
        path: paths.register,
        lazy: () => withTexts(import('./routes/register-route'), 'register'),
      },
      { path: paths.registrationSuccess, lazy: () => import('./routes/success-route') },
      // "Who's watching?" is signed in, but stands outside the shell (no navigation, no player).
      { path: paths.profiles, lazy: () => import('./routes/profiles-route') },
      {
        path: paths.forgotPassword,
        lazy: () => withTexts(import('./routes/forgot-password-route'), 'recovery'),
      },
      {
        path: paths.resetPassword,
        lazy: () => withTexts(import('./routes/reset-password-route'), 'recovery'),
      },
      {
        // The signed-in shell (guard, navigation, player host) loads only for protected pages.
        lazy: () => import('./routes/protected-layout-route'),
        children: [
          { index: true, loader: homeLoader, lazy: () => import('./routes/home-route') },
          {
            path: paths.homeAlias,
            loader: homeLoader,
            lazy: () => import('./routes/home-route'),
          },
          ...playLinkRoutes,
          {
            path: paths.trending,
            loader: trendingLoader,
            lazy: () => withTexts(import('./routes/trending-route'), 'browse'),
          },
          { path: paths.page, lazy: () => import('./routes/static-page-route') },
          { path: paths.movies, lazy: () => withTexts(import('./routes/movies-route'), 'browse') },
          {
            path: paths.tvShows,
            lazy: () => withTexts(import('./routes/tv-shows-route'), 'browse'),
          },
          {
            path: paths.movie,
            loader: movieLoader,
            lazy: () => import('./routes/movie-route'),
          },
          {
            path: paths.tvShow,
            loader: tvShowLoader,
            lazy: () => import('./routes/tv-show-route'),
          },
          {
            path: paths.episode,
            loader: episodeLoader,
            lazy: () => import('./routes/episode-route'),
          },
          { path: paths.trailerMovie, lazy: () => import('./routes/trailer-route') },
          { path: paths.trailerShow, lazy: () => import('./routes/trailer-route') },
          { path: paths.trailerEpisode, lazy: () => import('./routes/trailer-route') },
          { path: paths.search, lazy: () => import('./routes/search-route') },
          {
            path: paths.myList,
            loader: myListLoader,
            lazy: () => import('./routes/my-list-route'),
          },
          {
            path: paths.channels,
            lazy: () => withTexts(import('./routes/channels-route'), 'player'),
          },
          {
            path: paths.channel,
            lazy: () => withTexts(import('./routes/channel-route'), 'player'),
          },
          {
            path: paths.channelCategories,
            lazy: () => import('./routes/channel-categories-route'),
          },
          {
            path: paths.channelCategory,
            lazy: () => import('./routes/channel-categories-route'),
          },
          {
            path: paths.account,
            lazy: () => withTexts(import('./routes/account-route'), 'account'),
          },
          {
            // The profile forms share the gender field with registration.
            path: paths.accountInfo,
            lazy: () => withTexts(import('./routes/account-info-route'), 'account', 'register'),
          },
          {
            path: paths.epg,
            loader: guideLoader,
            lazy: () => withTexts(import('./routes/guide-route'), 'guide', 'reminders'),
          },
        ],
      },
      { path: paths.notFound, lazy: () => import('./routes/not-found-page') },
      { path: '*', lazy: () => import('./routes/not-found-page') },
    ],
  },
]);

/**
 * Builds the browser router, which starts loading the page's lazy modules and running its
 * loaders at once (tests build their own memory routers from `routes`).
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
