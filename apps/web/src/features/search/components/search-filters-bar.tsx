import { useTranslation } from 'react-i18next';
import { useGenres } from '@/entities/genre';
import { useShowTypes } from '@/entities/show-type';
import type { SearchFilters } from '../lib/search-params';
import { FilterChips } from './filter-chips';
import styles from './search-page.module.css';

interface SearchFiltersBarProps {
  filters: SearchFilters;
  onGenresChange: (ids: number[]) => void;
  onShowTypesChange: (ids: number[]) => void;
}

/** The genre and show-type filters; a list that fails to load leaves its filter out. */
export function SearchFiltersBar({
  filters,
  onGenresChange,
  onShowTypesChange,
}: SearchFiltersBarProps) {
  const { t } = useTranslation();
  const genres = useGenres().data ?? [];
  const showTypes = useShowTypes().data ?? [];
  if (genres.length === 0 && showTypes.length === 0) return null;

  return (
    <div className={styles.filters} role="region" aria-label={t('search.filters')}>
      {genres.length > 0 ? (
        <FilterChips
          label={t('search.genres')}
          options={genres}
          selected={filters.genres}
          onChange={onGenresChange}
        />
      ) : null}
      {showTypes.length > 0 ? (
        <FilterChips
          label={t('search.showTypes')}
          options={showTypes}
          selected={filters.showTypes}
          onChange={onShowTypesChange}
        />
      ) : null}
    </div>
  );
}
