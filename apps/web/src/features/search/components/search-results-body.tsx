import { useTranslation } from 'react-i18next';
import type { SearchResults } from '../hooks/use-search-results';
import type { ResultSection as Section, useViewMore } from '../hooks/use-view-more';
import { hasMoreResults } from '../lib/search-rules';
import { NoResults } from './no-results';
import { ResultsSection } from './results-section';
import { ResultsSkeleton } from './results-skeleton';
import { SearchFailed } from './search-failed';
import styles from './search-page.module.css';

interface SearchResultsBodyProps {
  text: string;
  results: SearchResults;
  viewMore: ReturnType<typeof useViewMore>;
  filtersActive: boolean;
  onClearFilters: () => void;
}

/** The Movies and TV Shows sections, or the loader, the no-results message or the failure. */
export function SearchResultsBody({
  text,
  results,
  viewMore,
  filtersActive,
  onClearFilters,
}: SearchResultsBodyProps) {
  const { t } = useTranslation();
  const anyFailed = results.movies.isError || results.tvShows.isError;

  if (results.waiting || (results.total === 0 && results.fetching)) return <ResultsSkeleton />;
  if (results.total === 0 && anyFailed) return <SearchFailed onRetry={results.retry} />;
  if (results.total === 0) {
    return <NoResults text={text} filtersActive={filtersActive} onClearFilters={onClearFilters} />;
  }

  const sectionProps = (section: Section, count: number) => {
    const query = section === 'movies' ? results.movies : results.tvShows;
    const expanded = viewMore.isExpanded(section);
    return {
      count,
      busy: query.isPlaceholderData,
      canViewMore: hasMoreResults(count) && !expanded,
      loadingMore: expanded && query.isPlaceholderData,
      onViewMore: () => viewMore.expand(section),
    };
  };

  return (
    <div className={styles.sections}>
      {results.movieItems.length > 0 ? (
        <ResultsSection
          id="search-movies"
          title={t('search.movies')}
          items={results.movieItems}
          {...sectionProps('movies', results.movieCount)}
        />
      ) : null}
      {results.tvShowItems.length > 0 ? (
        <ResultsSection
          id="search-tv-shows"
          title={t('search.tvShows')}
          items={results.tvShowItems}
          {...sectionProps('tvShows', results.tvShowCount)}
        />
      ) : null}
    </div>
  );
}
