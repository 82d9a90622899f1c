import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/ui/skeleton';
import grid from './title-grid.module.css';
import styles from './list-results.module.css';

const PLACEHOLDER_CARDS = Array.from({ length: 14 }, (_, index) => index);

interface ListLoaderProps {
  /** The loader hides anyway after this long (catalogue §4 "Lists"). */
  cutoffMs: number;
}

/**
 * Placeholder cards while a page loads. After the cut-off they give way to a quiet note; the
 * grid replaces it when the data arrives. Remount (key) it for each new load.
 */
export function ListLoader({ cutoffMs }: ListLoaderProps) {
  const { t } = useTranslation();
  const [cutOff, setCutOff] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setCutOff(true), cutoffMs);
    return () => clearTimeout(timer);
  }, [cutoffMs]);

  if (cutOff) {
    return (
      <p className={styles.slow} role="status">
        {t('lists.slowLoading')}
      </p>
    );
  }
  return (
    <div role="status" aria-label={t('lists.loading')} data-testid="list-loader">
      <ul className={grid.grid}>
        {PLACEHOLDER_CARDS.map((key) => (
          <li key={key}>
            <Skeleton className={styles.placeholderPoster} />
            <Skeleton className={styles.placeholderTitle} />
          </li>
        ))}
      </ul>
    </div>
  );
}
