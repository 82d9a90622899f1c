/** Query keys of titles: one film, episode or TV show with its rating (its details page). */
export const titleKeys = {
  all: ['title'] as const,
  movie: (id: number) => [...titleKeys.all, 'movie', id] as const,
  episode: (id: number) => [...titleKeys.all, 'episode', id] as const,
  tvShow: (id: number) => [...titleKeys.all, 'tv-show', id] as const,
};
