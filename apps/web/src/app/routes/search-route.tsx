import type { LoaderFunctionArgs } from 'react-router';
import { genresQueryOptions } from '@/entities/genre';
import { showTypesQueryOptions } from '@/entities/show-type';
import { searchMoviesQueryOptions } from '@/features/search/api/search-movies';
import { searchTvShowsQueryOptions } from '@/features/search/api/search-tv-shows';
import { SearchPage } from '@/features/search/components/search-page';
import { readSearchParams } from '@/features/search/lib/search-params';
import { SECTION_LIMIT, isSearchable } from '@/features/search/lib/search-rules';
import { useSessionStore } from '@/features/session/stores/session-store';
import { queryClient } from '../query-client';

/** Starts the search and its filter lists while the route renders; never blocks it. */
export function loader({ request }: LoaderFunctionArgs) {
  const { text, genres, showTypes } = readSearchParams(new URL(request.url).searchParams);
  if (isSearchable(text) && useSessionStore.getState().user !== false) {
    const query = { text, filters: { genres, showTypes }, limit: SECTION_LIMIT };
    void queryClient.prefetchQuery(searchMoviesQueryOptions(query));
    void queryClient.prefetchQuery(searchTvShowsQueryOptions(query));
    void queryClient.prefetchQuery(genresQueryOptions());
    void queryClient.prefetchQuery(showTypesQueryOptions());
  }
  return null;
}

/** /search?q=...: search results. */
export function Component() {
  return <SearchPage />;
}
