import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Named } from '@marquee/contract';
import { toggleId } from '../lib/search-params';
import styles from './search-page.module.css';

interface FilterChipsProps {
  label: string;
  options: readonly Named[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}

/** One filter as a row of toggles: "All" clears it, any other adds or removes its id. */
export function FilterChips({ label, options, selected, onChange }: FilterChipsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={styles.filter} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.filterLabel}>
        {label}
      </span>
      <div className={styles.chips}>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={selected.length === 0}
          onClick={() => onChange([])}
        >
          {t('search.allFilter')}
        </button>
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            className={styles.chip}
            aria-pressed={selected.includes(option.id)}
            onClick={() => onChange(toggleId(selected, option.id))}
          >
            {option.name}
          </button>
        ))}
      </div>
    </div>
  );
}
