import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import styles from './search-page.module.css';

/** Cards of the first rows load at once; the rest as they scroll in. */
const EAGER_CARDS = 7;

interface ResultsSectionProps<T> {
  id: string;
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** One result's card; `eager` for the first rows. */
  renderCard: (item: T, eager: boolean) => ReactNode;
  /** What the server counted, which may be more than the items loaded. */
  count: number;
  /** New results for other filters are on their way. */
  busy: boolean;
  canViewMore: boolean;
  loadingMore: boolean;
  onViewMore: () => void;
}

/** One kind of result (Movies, TV Shows, Channels) as a grid of cards, with "View more" at 20 or more. */
export function ResultsSection<T>({
  id,
  title,
  items,
  itemKey,
  renderCard,
  count,
  busy,
  canViewMore,
  loadingMore,
  onViewMore,
}: ResultsSectionProps<T>) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={id}>
      <div className={styles.sectionHeader}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <span className={styles.sectionCount}>{t('search.resultCount', { count })}</span>
      </div>
      <ul className={styles.grid} aria-busy={busy || undefined}>
        {items.map((item, index) => (
          <li key={itemKey(item)}>{renderCard(item, index < EAGER_CARDS)}</li>
        ))}
      </ul>
      {canViewMore || loadingMore ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={onViewMore} disabled={loadingMore}>
            {loadingMore ? <Spinner size={18} /> : null}
            {t('search.viewMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
