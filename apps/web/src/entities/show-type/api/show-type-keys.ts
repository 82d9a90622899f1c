/** Query keys of the catalogue's show types, shared by the list pages and search. */
export const showTypeKeys = {
  all: ['show-type'] as const,
  list: () => [...showTypeKeys.all, 'list'] as const,
};
