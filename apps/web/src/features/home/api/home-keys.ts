/** Query keys of the home feature. */
export const homeKeys = {
  all: ['home'] as const,
  newMovies: (limit: number) => [...homeKeys.all, 'new-movies', { limit }] as const,
};
