import type { ListFilters } from '../lib/list-filters';
import type { ListKind } from '../lib/list-kinds';

/** Query keys of the browse feature. */
export const browseKeys = {
  all: ['browse'] as const,
  lists: (kind: ListKind) => [...browseKeys.all, kind] as const,
  list: (kind: ListKind, filters: ListFilters) => [...browseKeys.lists(kind), filters] as const,
};
