import { useSearchParams } from 'react-router';
import {
  SearchParam,
  formatIdList,
  readSearchParams,
  type SearchFilters,
} from '../lib/search-params';

type FilterName = keyof SearchFilters;

/**
 * The search page's state in its query string: `q`, `genres` and `show-types`. Changing a filter
 * replaces the history entry, so Back leaves the page rather than stepping through filters.
 */
export function useSearchPageParams() {
  const [params, setParams] = useSearchParams();
  const { text, genres, showTypes } = readSearchParams(params);

  const setFilters = (changes: Partial<Record<FilterName, readonly number[]>>) => {
    void setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, ids] of Object.entries(changes) as [FilterName, number[]][]) {
          const value = formatIdList(ids);
          if (value) next.set(SearchParam[name], value);
          else next.delete(SearchParam[name]);
        }
        return next;
      },
      { replace: true },
    );
  };

  const filters: SearchFilters = { genres, showTypes };
  return {
    text,
    filters,
    filtersActive: genres.length > 0 || showTypes.length > 0,
    setGenres: (ids: readonly number[]) => setFilters({ genres: ids }),
    setShowTypes: (ids: readonly number[]) => setFilters({ showTypes: ids }),
    clearFilters: () => setFilters({ genres: [], showTypes: [] }),
  };
}
