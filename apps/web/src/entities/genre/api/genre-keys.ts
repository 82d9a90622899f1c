/** Query keys of the catalogue's genres, shared by the list pages and search. */
export const genreKeys = {
  all: ['genre'] as const,
  list: () => [...genreKeys.all, 'list'] as const,
};
