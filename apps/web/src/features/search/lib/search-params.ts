import { searchTerm } from './search-rules';

/** The filters of the search page, as ids of genres and show types. */
export interface SearchFilters {
  genres: number[];
  showTypes: number[];
}

/** The query-string names of the search page (`?q=...&genres=1,4&show-types=2`). */
export const SearchParam = { text: 'q', genres: 'genres', showTypes: 'show-types' } as const;

const MAX_ID = 2_147_483_647;

/** Comma-separated ids, keeping only positive whole numbers, each once ("4,x,4,-1" -> [4]). */
export function parseIdList(raw: string | null): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0 && id <= MAX_ID);
  return [...new Set(ids)];
}

/** The ids as the query string writes them; null when there are none (the parameter goes). */
export function formatIdList(ids: readonly number[]): string | null {
  return ids.length > 0 ? ids.join(',') : null;
}

/** What the search page reads from its query string; odd values fall back to no filter. */
export function readSearchParams(params: URLSearchParams): SearchFilters & { text: string } {
  return {
    text: searchTerm(params.get(SearchParam.text) ?? ''),
    genres: parseIdList(params.get(SearchParam.genres)),
    showTypes: parseIdList(params.get(SearchParam.showTypes)),
  };
}

/** An id list as a request filter: left out when empty. */
export function idFilter(ids: readonly number[]): number[] | undefined {
  return ids.length > 0 ? [...ids] : undefined;
}

/** Adds the id when absent, removes it when present. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
