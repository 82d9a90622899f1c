import { paths } from '../shared/config/routes';

/** A page a visit can start on, and the lazy route modules (router.tsx) that draw it. */
export interface FirstVisitRoute {
  path: string;
  /** File names under src/app/routes, without extension, outermost first. */
  modules: readonly string[];
  /**
   * The page's frame: `signed-in` pages sit under the top navigation, whose bar the HTML paints
   * before the scripts run (index.html, `boot-shell`); `signed-out` pages draw their own card.
   */
  layout: 'signed-in' | 'signed-out';
}

const signedOut = (path: string, page: string): FirstVisitRoute => ({
  path,
  modules: [page],
  layout: 'signed-out',
});
const signedIn = (path: string, page: string): FirstVisitRoute => ({
  path,
  modules: ['protected-layout-route', page],
  layout: 'signed-in',
});

/**
 * The pages people open directly (typed, bookmarked, shared or reloaded). The build turns this
 * table into `document-hints.json` (build/document-hints.ts): for each path, the scripts and
 * styles of its modules, which the server names in the page's HTML so the browser fetches them
 * with the entry instead of after it. A test checks each entry against the route table.
 */
export const firstVisitRoutes: readonly FirstVisitRoute[] = [
  signedOut(paths.login, 'login-route'),
  signedOut(paths.register, 'register-route'),
  signedOut(paths.forgotPassword, 'forgot-password-route'),
  signedOut(paths.resetPassword, 'reset-password-route'),
  signedIn(paths.home, 'home-route'),
  signedIn(paths.homeAlias, 'home-route'),
  signedIn(paths.movies, 'movies-route'),
  signedIn(paths.tvShows, 'tv-shows-route'),
  signedIn(paths.movie, 'movie-route'),
  signedIn(paths.tvShow, 'tv-show-route'),
  signedIn(paths.episode, 'episode-route'),
  signedIn(paths.search, 'search-route'),
  signedIn(paths.channelCategories, 'channel-categories-route'),
  signedIn(paths.channelCategory, 'channel-categories-route'),
  signedIn(paths.account, 'account-route'),
  signedIn(paths.myList, 'my-list-route'),
];
