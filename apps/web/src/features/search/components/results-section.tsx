import { useTranslation } from 'react-i18next';
import type { CatalogueItem } from '@marquee/contract';
import { TitleCard } from '@/shared/catalogue/title-card';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { resultLink } from '../lib/search-rules';
import styles from './search-page.module.css';

/** Cards of the first rows load at once; the rest as they scroll in. */
const EAGER_CARDS = 7;

interface ResultsSectionProps {
  id: string;
  title: string;
  items: readonly CatalogueItem[];
  /** What the server counted, which may be more than the items loaded. */
  count: number;
  /** New results for other filters are on their way. */
  busy: boolean;
  canViewMore: boolean;
  loadingMore: boolean;
  onViewMore: () => void;
}

/** One kind of result (Movies, TV Shows) as a grid of cards, with "View more" at 20 or more. */
export function ResultsSection({
  id,
  title,
  items,
  count,
  busy,
  canViewMore,
  loadingMore,
  onViewMore,
}: ResultsSectionProps) {
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
          <li key={`${item.type}-${item.id}`}>
            <TitleCard
              item={item}
              href={resultLink(item)}
              state={{ item }}
              eager={index < EAGER_CARDS}
            />
          </li>
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
