import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { isSliderInfinite, slideStart, startShowing, visibleEntries } from '../lib/category-slider';
import styles from './category-slider.module.css';

/** One entry of the slider: All, Favourite channels, or a category. */
export interface CategoryEntry {
  key: string;
  label: string;
  href: string;
  active: boolean;
}

interface CategorySliderProps {
  entries: readonly CategoryEntry[];
}

/**
 * The category slider (catalogue §2): 6 at a time, and above 6 previous and next move six on,
 * going round without end. It opens on the six holding the chosen category.
 */
export function CategorySlider({ entries }: CategorySliderProps) {
  const { t } = useTranslation();
  const count = entries.length;
  // A move is kept for the entries it was made on; new entries (the categories came) start over.
  const [moved, setMoved] = useState<{ count: number; start: number } | null>(null);
  const start =
    moved?.count === count
      ? moved.start
      : startShowing(
          entries.findIndex((entry) => entry.active),
          count,
        );
  const infinite = isSliderInfinite(count);
  const move = (direction: -1 | 1) =>
    setMoved({ count, start: slideStart(start, direction, count) });

  return (
    <nav className={styles.slider} aria-label={t('live.categories')}>
      {infinite ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('live.previousCategories')}
          onClick={() => move(-1)}
        >
          <Icon name="chevronLeft" size={20} />
        </button>
      ) : null}
      <ul className={styles.track}>
        {visibleEntries(entries, start).map((entry) => (
          <li key={entry.key} className={styles.item}>
            <Link
              to={entry.href}
              className={styles.entry}
              aria-current={entry.active ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
      {infinite ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('live.nextCategories')}
          onClick={() => move(1)}
        >
          <Icon name="chevronRight" size={20} />
        </button>
      ) : null}
    </nav>
  );
}
