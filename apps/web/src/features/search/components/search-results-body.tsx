import { useTranslation } from 'react-i18next';
import type { CatalogueItem } from '@marquee/contract';
import { ChannelCard } from '@/entities/channel';
import { TitleCard } from '@/entities/title-card/ui/title-card';
import type { SearchResults } from '../hooks/use-search-results';
import type { ResultSection as Section, useViewMore } from '../hooks/use-view-more';
import { hasMoreResults, resultLink } from '../lib/search-rules';
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

const titleCard = (item: CatalogueItem, eager: boolean) => (
  <TitleCard item={item} href={resultLink(item)} state={{ item }} eager={eager} />
);

/** The Movies, TV Shows and Channels sections, or the loader, the no-results message or the failure. */
export function SearchResultsBody({
  text,
  results,
  viewMore,
  filtersActive,
  onClearFilters,
}: SearchResultsBodyProps) {
  const { t } = useTranslation();

  if (results.waiting || (results.total === 0 && results.fetching)) return <ResultsSkeleton />;
  if (results.total === 0 && results.anyFailed) return <SearchFailed onRetry={results.retry} />;
  if (results.total === 0) {
    return <NoResults text={text} filtersActive={filtersActive} onClearFilters={onClearFilters} />;
  }

  const sectionProps = (section: Section, count: number) => {
    const query = results[section];
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
          itemKey={(item) => `${item.type}-${item.id}`}
          renderCard={titleCard}
          {...sectionProps('movies', results.movieCount)}
        />
      ) : null}
      {results.tvShowItems.length > 0 ? (
        <ResultsSection
          id="search-tv-shows"
          title={t('search.tvShows')}
          items={results.tvShowItems}
          itemKey={(item) => item.id}
          renderCard={titleCard}
          {...sectionProps('tvShows', results.tvShowCount)}
        />
      ) : null}
      {results.channelItems.length > 0 ? (
        <ResultsSection
          id="search-channels"
          title={t('search.channels')}
          items={results.channelItems}
          itemKey={(channel) => channel.id}
          renderCard={(channel, eager) => <ChannelCard channel={channel} eager={eager} />}
          {...sectionProps('channels', results.channelCount)}
        />
      ) : null}
    </div>
  );
}
