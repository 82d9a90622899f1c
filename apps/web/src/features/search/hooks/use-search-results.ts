import type { CatalogueItem, Channel } from '@marquee/contract';
import { useChannelSearch } from '@/entities/channel';
import { useModules } from '@/entities/configuration/ui/use-modules';
import { useSearchMovies } from '../api/search-movies';
import { useSearchTvShows } from '../api/search-tv-shows';
import type { SearchFilters } from '../lib/search-params';
import { SECTION_LIMIT, isSearchable, topResults } from '../lib/search-rules';

const NO_FILTERS: SearchFilters = { genres: [], showTypes: [] };

interface SearchResultsOptions {
  filters?: SearchFilters;
  movieLimit?: number;
  tvShowLimit?: number;
  channelLimit?: number;
}

/** A result of any kind: a film, an episode, a TV show or a channel. */
export type SearchResult = CatalogueItem | Channel;

/**
 * The results of one search text, shared by the box and the page: films (with episodes), TV
 * shows and channels, the top results of all together, and the total the server counted. Their
 * first load asks the same 20 per section, so "View all" opens the page on answers already in
 * hand. Titles are searched only while the vod module is on, channels while channels is.
 */
export function useSearchResults(
  text: string,
  {
    filters = NO_FILTERS,
    movieLimit = SECTION_LIMIT,
    tvShowLimit = SECTION_LIMIT,
    channelLimit = SECTION_LIMIT,
  }: SearchResultsOptions = {},
) {
  const modules = useModules();
  const titlesOn = modules.vod && isSearchable(text);
  const channelsOn = modules.channels && isSearchable(text);
  const movies = useSearchMovies({ text, filters, limit: movieLimit }, modules.vod);
  const tvShows = useSearchTvShows({ text, filters, limit: tvShowLimit }, modules.vod);
  const channels = useChannelSearch(text, channelLimit, channelsOn);
  const active = [...(titlesOn ? [movies, tvShows] : []), ...(channelsOn ? [channels] : [])];
  // Kept answers of an earlier text are no answer for a text too short to search.
  const movieList = titlesOn ? movies.data : undefined;
  const tvShowList = titlesOn ? tvShows.data : undefined;
  const channelList = channelsOn ? channels.data : undefined;
  const answered = movieList !== undefined || tvShowList !== undefined || channelList !== undefined;
  const searchable = active.length > 0;
  const failed = searchable && active.every((query) => query.isError);

  return {
    movies,
    tvShows,
    channels,
    movieItems: movieList?.items ?? [],
    tvShowItems: tvShowList?.items ?? [],
    channelItems: channelList?.items ?? [],
    all: topResults<SearchResult>(
      [movieList?.items ?? [], tvShowList?.items ?? [], channelList?.items ?? []],
      text,
    ),
    movieCount: movieList?.pager.count ?? 0,
    tvShowCount: tvShowList?.pager.count ?? 0,
    channelCount: channelList?.pager.count ?? 0,
    total:
      (movieList?.pager.count ?? 0) +
      (tvShowList?.pager.count ?? 0) +
      (channelList?.pager.count ?? 0),
    /** At least one list has answered for this text. */
    answered,
    /** No list has answered yet. */
    waiting: searchable && !answered && !failed,
    fetching: active.some((query) => query.isFetching),
    /** Every list searched failed. */
    failed,
    /** One of the lists searched failed. */
    anyFailed: active.some((query) => query.isError),
    retry: () => {
      for (const query of active) void query.refetch();
    },
  };
}

export type SearchResults = ReturnType<typeof useSearchResults>;
