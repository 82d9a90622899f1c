import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { Icon } from '@/shared/ui/icon';
import { formatRating } from '../lib/movie-facts';
import styles from './movie-details.module.css';

interface MovieFactsProps {
  item: VodItem;
}

/** Year, parental rating code, runtime and the rating out of 10. */
export function MovieFacts({ item }: MovieFactsProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.facts}>
      {item.year ? <li>{item.year}</li> : null}
      {item.parental_rating?.code ? (
        <li>
          <abbr className={styles.badge} title={t('movie.parentalRating')}>
            {item.parental_rating.code}
          </abbr>
        </li>
      ) : null}
      {item.runtime ? <li>{t('movie.runtime', { count: item.runtime })}</li> : null}
      {item.rating !== null ? (
        <li className={styles.rating}>
          <Icon name="star" size={18} className={styles.star} />
          <span className={styles.visuallyHidden}>{t('movie.ratingLabel')}</span>
          {t('movie.rating', { rating: formatRating(item.rating) })}
        </li>
      ) : null}
    </ul>
  );
}
