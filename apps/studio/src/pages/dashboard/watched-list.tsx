import { useTranslation } from 'react-i18next';
import type { WatchedItem } from '@marquee/contract';
import styles from './dashboard.module.css';

/** Titles or channels watched now, most viewers first; `empty` when there is none. */
export function WatchedList({
  heading,
  items,
  empty,
}: {
  heading: string;
  items: WatchedItem[];
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-label={heading}>
      <h2>{heading}</h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ol className={styles.ranked}>
          {items.map((item) => (
            <li key={item.id}>
              <span>{item.title}</span>
              <span className={styles.count}>
                {t('dashboard.viewers', { count: item.viewers })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
