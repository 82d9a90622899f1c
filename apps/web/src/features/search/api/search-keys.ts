import type { SearchFilters } from '../lib/search-params';

/** What one search section asks the server for. */
export interface SectionQuery {
  text: string;
  filters: SearchFilters;
  limit: number;
}

/** Query keys of the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  movies: ({ text, filters, limit }: SectionQuery) =>
    [...searchKeys.all, 'movies', { text, ...filters, limit }] as const,
  tvShows: ({ text, filters, limit }: SectionQuery) =>
    [...searchKeys.all, 'tv-shows', { text, ...filters, limit }] as const,
};
