import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { useGenres } from '@/entities/genre';
import { useShowTypes } from '@/entities/show-type';
import type { ListFiltersState } from '../hooks/use-list-filters';
import { hasActiveFilters, panelFilterCount, toggleId } from '../lib/list-filters';
import { GenreBar } from './genre-bar';
import { FilterPanel } from './filter-panel';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './list-toolbar.module.css';

interface ListToolbarProps {
  list: ListFiltersState;
  yearFilter: boolean;
}

/** The genre bar, the Filters toggle and the panel it opens. */
export function ListToolbar({ list, yearFilter }: ListToolbarProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const { filters } = list;
  const activeInPanel = panelFilterCount(filters);
  // An address that already filters by panel fields opens with the panel showing them.
  const [open, setOpen] = useState(activeInPanel > 0);
  // A failed call leaves the bar with "All" alone and the panel without show types.
  const genres = useGenres().data ?? [];
  const showTypes = useShowTypes().data ?? [];

  return (
    <div className={styles.toolbar}>
      <div className={styles.row}>
        <GenreBar
          genres={genres}
          selected={filters.genres}
          onToggle={(id) => list.changeFilters({ genres: toggleId(filters.genres, id) })}
          onAll={list.clearFilters}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="tune" size={18} />
          {t('lists.filters')}
          {activeInPanel > 0 ? (
            <>
              <span className={styles.badge} aria-hidden="true">
                {activeInPanel}
              </span>
              <span className={hidden.visuallyHidden}>
                {t('lists.activeFilters', { count: activeInPanel })}
              </span>
            </>
          ) : null}
        </button>
      </div>
      <FilterPanel
        id={panelId}
        open={open}
        filters={filters}
        showTypes={showTypes}
        yearFilter={yearFilter}
        thisYear={list.thisYear}
        onShowTypes={(ids) => list.changeFilters({ showTypes: ids })}
        onYear={(year) => list.changeFilters({ year })}
        onClear={list.clearFilters}
        canClear={hasActiveFilters(filters)}
      />
    </div>
  );
}
