/**
 * Home lists are cached by alias (catalogue §3): each is loaded once per session, and the
 * trending page shares the same cache.
 */
export const homeKeys = {
  all: ['home'] as const,
  list: (alias: HomeListAlias) => [...homeKeys.all, alias] as const,
};

export type HomeListAlias =
  | 'highlighted'
  | 'continue-watching'
  | 'recommended-movies'
  | 'recommended-tv-shows'
  | 'movie-new-releases'
  | 'tv-show-new-releases'
  | 'trending-movies'
  | 'trending-tv-shows';
