import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { SearchNotice } from './search-notice';
import styles from './search-page.module.css';

interface NoResultsProps {
  text: string;
  filtersActive: boolean;
  onClearFilters: () => void;
}

/** Nothing matched (catalogue §8): the text searched for and what to try instead. */
export function NoResults({ text, filtersActive, onClearFilters }: NoResultsProps) {
  const { t } = useTranslation();
  return (
    <SearchNotice id="search-no-results" heading="h2" title={t('search.noResults', { text })}>
      <p className={styles.suggestionsTitle}>{t('search.suggestionsTitle')}</p>
      <ul className={styles.suggestions}>
        <li>{t('search.tryDifferentKeywords')}</li>
        <li>{t('search.tryMoviesAndSeries')}</li>
      </ul>
      {filtersActive ? (
        <Button variant="secondary" onClick={onClearFilters}>
          {t('search.clearFilters')}
        </Button>
      ) : null}
    </SearchNotice>
  );
}
