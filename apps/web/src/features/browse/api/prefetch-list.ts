import type { QueryClient } from '@tanstack/react-query';
import { genresQueryOptions } from '@/entities/genre';
import { showTypesQueryOptions } from '@/entities/show-type';
import { parseListSearch } from '../lib/list-filters';
import { listKinds, type ListKind } from '../lib/list-kinds';
import { currentYear } from '../lib/year-range';
import { listPageQueryOptions } from './get-list-page';

const knownIds = (list: readonly { id: number }[] | undefined) =>
  list && list.length > 0 ? new Set(list.map((item) => item.id)) : undefined;

/** Starts a list page's calls from its address (genres, show types and the page itself). */
export function prefetchList(queryClient: QueryClient, kind: ListKind, url: URL): void {
  void queryClient.prefetchQuery(genresQueryOptions());
  void queryClient.prefetchQuery(showTypesQueryOptions());
  const { filters } = parseListSearch(url.searchParams, {
    yearFilter: listKinds[kind].yearFilter,
    currentYear: currentYear(),
    knownGenres: knownIds(queryClient.getQueryData(genresQueryOptions().queryKey)),
    knownShowTypes: knownIds(queryClient.getQueryData(showTypesQueryOptions().queryKey)),
  });
  void queryClient.prefetchQuery(listPageQueryOptions(kind, filters));
}
