import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/ui/skeleton';
import styles from './details-hero.module.css';

/** The details page's loader: the shape of the cover and the text beside it. */
export function DetailsLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout} role="status" aria-label={t('details.loading')}>
      <Skeleton className={styles.poster} />
      <div className={styles.info}>
        <Skeleton className={styles.loadingTitle} />
        <Skeleton className={styles.loadingLine} />
        <Skeleton className={styles.loadingText} />
      </div>
    </div>
  );
}
