/** Query and mutation keys of My List (the session profile's: a switch drops them). */
export const myListKeys = {
  all: ['my-list'] as const,
  list: () => [...myListKeys.all, 'list'] as const,
  toggle: () => [...myListKeys.all, 'toggle'] as const,
};
