import { useTranslation } from 'react-i18next';
import type { ParentalRating } from '@marquee/contract';
import { Icon } from '@/shared/ui/icon';
import { formatAverageRating, formatRating } from '../lib/title-facts';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './details-text.module.css';

interface FactsItem {
  year: number | null;
  parental_rating: ParentalRating | null;
  runtime?: number | null;
  rating: number | null;
  rate: { rate_average: number } | null;
}

interface TitleFactsProps {
  item: FactsItem;
  /** An episode's season name, first in the line. */
  seasonName?: string | null;
}

/**
 * The facts line of a details page: season, year, parental rating code, runtime in minutes,
 * the average rating (3 characters) and the rating out of 10.
 */
export function TitleFacts({ item, seasonName }: TitleFactsProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.facts}>
      {seasonName ? <li>{seasonName}</li> : null}
      {item.year ? <li>{item.year}</li> : null}
      {item.parental_rating?.code ? (
        <li>
          <abbr className={styles.badge} title={t('movie.parentalRating')}>
            {item.parental_rating.code}
          </abbr>
        </li>
      ) : null}
      {item.runtime ? <li>{t('movie.runtime', { count: item.runtime })}</li> : null}
      {item.rate ? (
        <li className={styles.score} data-testid="average-rating">
          <Icon name="star" size={18} className={styles.star} />
          <span className={hidden.visuallyHidden}>{t('details.averageRating')}</span>
          {formatAverageRating(item.rate.rate_average)}
        </li>
      ) : null}
      {item.rating !== null ? (
        <li>
          <span className={hidden.visuallyHidden}>{t('movie.ratingLabel')}</span>
          {t('movie.rating', { rating: formatRating(item.rating) })}
        </li>
      ) : null}
    </ul>
  );
}
