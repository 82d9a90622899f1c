import { useTranslation } from 'react-i18next';
import type { ShowType } from '@marquee/contract';
import { Button } from '@/shared/ui/button';
import { toggleId, type ListFilters } from '../lib/list-filters';
import type { YearRange } from '../lib/year-range';
import { YearRangeFilter } from './year-range-filter';
import chip from './chip.module.css';
import styles from './filter-panel.module.css';

interface FilterPanelProps {
  id: string;
  open: boolean;
  filters: ListFilters;
  showTypes: readonly ShowType[];
  /** Films only (catalogue §2). */
  yearFilter: boolean;
  thisYear: number;
  onShowTypes: (ids: number[]) => void;
  onYear: (range: YearRange | null) => void;
  onClear: () => void;
  canClear: boolean;
}

/** The filter panel behind the Filters toggle: show types, and the year range for films. */
export function FilterPanel({
  id,
  open,
  filters,
  showTypes,
  yearFilter,
  thisYear,
  onShowTypes,
  onYear,
  onClear,
  canClear,
}: FilterPanelProps) {
  const { t } = useTranslation();
  return (
    <div id={id} className={styles.panel} hidden={!open}>
      {showTypes.length > 0 ? (
        <div className={styles.group} role="group" aria-labelledby={`${id}-show-types`}>
          <p id={`${id}-show-types`} className={styles.legend}>
            {t('lists.showTypes')}
          </p>
          <div className={styles.chips}>
            {showTypes.map((type) => (
              <button
                key={type.id}
                type="button"
                className={chip.chip}
                aria-pressed={filters.showTypes.includes(type.id)}
                onClick={() => onShowTypes(toggleId(filters.showTypes, type.id))}
              >
                {type.name}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {yearFilter ? (
        <YearRangeFilter value={filters.year} thisYear={thisYear} onChange={onYear} />
      ) : null}
      {canClear ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClear}>
            {t('lists.clearFilters')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
