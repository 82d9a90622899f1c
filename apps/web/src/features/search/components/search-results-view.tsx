import { useTranslation } from 'react-i18next';
import { useSearchResults } from '../hooks/use-search-results';
import { useViewMore, type ResultSection } from '../hooks/use-view-more';
import type { SearchFilters } from '../lib/search-params';
import { SECTION_LIMIT, VIEW_MORE_LIMIT } from '../lib/search-rules';
import { SearchFiltersBar } from './search-filters-bar';
import { SearchResultsBody } from './search-results-body';
import styles from './search-page.module.css';

interface SearchResultsViewProps {
  text: string;
  filters: SearchFilters;
  filtersActive: boolean;
  setGenres: (ids: readonly number[]) => void;
  setShowTypes: (ids: readonly number[]) => void;
  clearFilters: () => void;
}

/** "Results for" the text, its filters and its sections (catalogue §2). */
export function SearchResultsView({
  text,
  filters,
  filtersActive,
  setGenres,
  setShowTypes,
  clearFilters,
}: SearchResultsViewProps) {
  const { t } = useTranslation();
  const more = useViewMore(JSON.stringify([text, filters]));
  const limitOf = (section: ResultSection) =>
    more.isExpanded(section) ? VIEW_MORE_LIMIT : SECTION_LIMIT;
  const results = useSearchResults(text, {
    filters,
    movieLimit: limitOf('movies'),
    tvShowLimit: limitOf('tvShows'),
    channelLimit: limitOf('channels'),
  });

  return (
    <>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('search.label')}</p>
        <h1 className={styles.title}>{t('search.resultsFor', { text })}</h1>
        <p className={styles.count} aria-live="polite">
          {results.answered ? t('search.resultCount', { count: results.total }) : null}
        </p>
      </header>
      <SearchFiltersBar
        filters={filters}
        onGenresChange={setGenres}
        onShowTypesChange={setShowTypes}
      />
      <SearchResultsBody
        text={text}
        results={results}
        viewMore={more}
        filtersActive={filtersActive}
        onClearFilters={clearFilters}
      />
    </>
  );
}
