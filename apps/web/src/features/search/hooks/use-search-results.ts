import type { CatalogueItem } from '@marquee/contract';
import { useModules } from '@/shared/config/use-modules';
import { useSearchMovies } from '../api/search-movies';
import { useSearchTvShows } from '../api/search-tv-shows';
import type { SearchFilters } from '../lib/search-params';
import { SECTION_LIMIT, isSearchable, topResults } from '../lib/search-rules';

const NO_FILTERS: SearchFilters = { genres: [], showTypes: [] };

interface SearchResultsOptions {
  filters?: SearchFilters;
  movieLimit?: number;
  tvShowLimit?: number;
}

/**
 * The results of one search text, shared by the box and the page: films (with episodes) and TV
 * shows, the top titles of both together, and the total the server counted. Their first load
 * asks the same 20 per section, so "View all" opens the page on answers already in hand.
 * Titles are searched only while the vod module is on.
 */
export function useSearchResults(
  text: string,
  {
    filters = NO_FILTERS,
    movieLimit = SECTION_LIMIT,
    tvShowLimit = SECTION_LIMIT,
  }: SearchResultsOptions = {},
) {
  const { vod } = useModules();
  const searchable = vod && isSearchable(text);
  const movies = useSearchMovies({ text, filters, limit: movieLimit }, vod);
  const tvShows = useSearchTvShows({ text, filters, limit: tvShowLimit }, vod);
  // Kept answers of an earlier text are no answer for a text too short to search.
  const movieList = searchable ? movies.data : undefined;
  const tvShowList = searchable ? tvShows.data : undefined;
  const answered = movieList !== undefined || tvShowList !== undefined;

  return {
    movies,
    tvShows,
    movieItems: movieList?.items ?? [],
    tvShowItems: tvShowList?.items ?? [],
    all: topResults<CatalogueItem>(movieList?.items ?? [], tvShowList?.items ?? [], text),
    movieCount: movieList?.pager.count ?? 0,
    tvShowCount: tvShowList?.pager.count ?? 0,
    total: (movieList?.pager.count ?? 0) + (tvShowList?.pager.count ?? 0),
    /** At least one list has answered for this text. */
    answered,
    /** Neither list has answered yet. */
    waiting: searchable && !answered && !(movies.isError && tvShows.isError),
    fetching: searchable && (movies.isFetching || tvShows.isFetching),
    failed: searchable && movies.isError && tvShows.isError,
    retry: () => {
      void movies.refetch();
      void tvShows.refetch();
    },
  };
}

export type SearchResults = ReturnType<typeof useSearchResults>;
