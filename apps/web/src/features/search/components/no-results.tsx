import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
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
    <section className={styles.notice} aria-labelledby="search-no-results">
      <span className={styles.noticeIcon} aria-hidden="true">
        <Icon name="search" size={36} />
      </span>
      <h2 id="search-no-results" className={styles.noticeTitle}>
        {t('search.noResults', { text })}
      </h2>
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
    </section>
  );
}
