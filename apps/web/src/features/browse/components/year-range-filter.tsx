import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  YEAR_FILTER_FROM,
  formatYearRange,
  isWholeYearRange,
  isYearRangeValid,
  yearChoices,
  type YearRange,
} from '../lib/year-range';
import styles from './filter-panel.module.css';

interface YearRangeFilterProps {
  value: YearRange | null;
  thisYear: number;
  /** A valid range, or null for every year (1900 to this year). */
  onChange: (range: YearRange | null) => void;
}

/**
 * From and To years, 1900 to the current year. A valid range applies at once; one that runs
 * backwards stays here with a message and is not applied.
 */
export function YearRangeFilter({ value, thisYear, onChange }: YearRangeFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const applied = value ?? { from: YEAR_FILTER_FROM, to: thisYear };
  const appliedKey = formatYearRange(applied);
  // An invalid choice waits here; it belongs to the range it was made on, so Back, Forward and
  // "All" (a new applied range) drop it.
  const [pending, setPending] = useState<{ base: string; range: YearRange } | null>(null);
  const draft = pending?.base === appliedKey ? pending.range : applied;
  const valid = isYearRangeValid(draft, thisYear);
  const years = yearChoices(thisYear);

  const choose = (end: keyof YearRange, year: number) => {
    const next = { ...draft, [end]: year };
    if (isYearRangeValid(next, thisYear)) {
      setPending(null);
      onChange(isWholeYearRange(next, thisYear) ? null : next);
    } else {
      setPending({ base: appliedKey, range: next });
    }
  };

  return (
    <fieldset className={styles.group} aria-describedby={valid ? undefined : `${id}-error`}>
      <legend className={styles.legend}>{t('lists.year')}</legend>
      <div className={styles.years}>
        {(['from', 'to'] as const).map((end) => (
          // A wrapping label would name the select with its value too ("From 1990").
          <div key={end} className={styles.yearField}>
            <label className={styles.yearLabel} htmlFor={`${id}-${end}`}>
              {end === 'from' ? t('lists.yearFrom') : t('lists.yearTo')}
            </label>
            <select
              id={`${id}-${end}`}
              className={styles.select}
              value={draft[end]}
              aria-invalid={valid ? undefined : true}
              onChange={(event) => choose(end, Number(event.target.value))}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {valid ? null : (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t('lists.yearOrder')}
        </p>
      )}
    </fieldset>
  );
}
