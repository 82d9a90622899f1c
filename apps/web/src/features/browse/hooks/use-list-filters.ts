import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGenres } from '@/entities/genre';
import { useShowTypes } from '@/entities/show-type';
import {
  NO_FILTERS,
  parseListSearch,
  toListSearch,
  type ListFilters,
  type ListParam,
} from '../lib/list-filters';
import { listKinds, type ListKind } from '../lib/list-kinds';
import { currentYear } from '../lib/year-range';

export interface ListFiltersState {
  filters: ListFilters;
  /** Parameters of the address that were not understood and were ignored. */
  ignored: ListParam[];
  thisYear: number;
  /** Applies a filter change as a new history entry, back on page 1. */
  changeFilters: (change: Partial<Omit<ListFilters, 'page'>>) => void;
  /** "All": clears every filter. */
  clearFilters: () => void;
  /** Moves to a page, keeping the filters; the caller handles the scroll. */
  goToPage: (page: number) => void;
}

const idSet = (list: readonly { id: number }[] | undefined) =>
  list && list.length > 0 ? new Set(list.map((item) => item.id)) : undefined;

/**
 * A list's filters live in the query string (genres, page, year, show-types), so Back, Forward
 * and reload keep them; every change is a new history entry.
 */
export function useListFilters(kind: ListKind): ListFiltersState {
  const { search } = useLocation();
  const navigate = useNavigate();
  const genres = useGenres();
  const showTypes = useShowTypes();
  const knownGenres = useMemo(() => idSet(genres.data), [genres.data]);
  const knownShowTypes = useMemo(() => idSet(showTypes.data), [showTypes.data]);
  const thisYear = currentYear();
  const { yearFilter } = listKinds[kind];

  const { filters, ignored } = useMemo(
    () =>
      parseListSearch(search, { yearFilter, currentYear: thisYear, knownGenres, knownShowTypes }),
    [search, yearFilter, thisYear, knownGenres, knownShowTypes],
  );

  const show = useCallback(
    (next: ListFilters, keepScroll = false) => {
      const nextSearch = toListSearch(next);
      if (`?${nextSearch}` === search || (nextSearch === '' && search === '')) return;
      void navigate(
        { search: nextSearch ? `?${nextSearch}` : '' },
        { preventScrollReset: keepScroll },
      );
    },
    [navigate, search],
  );

  const changeFilters = useCallback(
    (change: Partial<Omit<ListFilters, 'page'>>) => show({ ...filters, ...change, page: 1 }),
    [filters, show],
  );
  const clearFilters = useCallback(() => show(NO_FILTERS), [show]);
  const goToPage = useCallback((page: number) => show({ ...filters, page }, true), [filters, show]);

  return { filters, ignored, thisYear, changeFilters, clearFilters, goToPage };
}
