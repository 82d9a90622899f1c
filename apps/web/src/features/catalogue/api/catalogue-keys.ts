/** Query keys of the catalogue feature. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  movies: () => [...catalogueKeys.all, 'movies'] as const,
  movie: (id: number) => [...catalogueKeys.movies(), 'detail', id] as const,
};
