import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './search-page.module.css';

const CARDS = Array.from({ length: 14 }, (_, index) => index);

/** The results' place while the first answer is on its way. */
export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.sections} role="status" aria-label={t('search.searching')}>
      <Skeleton className={styles.loadingHeading} />
      <div className={styles.grid}>
        {CARDS.map((key) => (
          <Skeleton key={key} className={styles.loadingCard} />
        ))}
      </div>
    </div>
  );
}
