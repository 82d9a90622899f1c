import { useEffect, useRef, useState } from 'react';
import { RATING_STARS_MAX } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { RATING_SUBMIT_DELAY_MS } from '../api/rate-title';
import styles from './star-rating.module.css';

interface StarRatingProps {
  /** Called with 1 to 5 stars, 0.8 s after the last click. */
  onSubmit: (stars: number) => void;
  /** While a rating is being sent, the stars stay as they are. */
  disabled?: boolean;
}

const STARS = Array.from({ length: RATING_STARS_MAX }, (_, index) => index + 1);

/**
 * Five stars, 1 to 5; a click marks the stars at once and submits them 0.8 s later, so a
 * change of mind within that time sends only the last choice (catalogue §4, Ratings).
 */
export function StarRating({ onSubmit, disabled = false }: StarRatingProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const submit = useRef(onSubmit);

  useEffect(() => {
    submit.current = onSubmit;
  }, [onSubmit]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (stars: number) => {
    setChosen(stars);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit.current(stars), RATING_SUBMIT_DELAY_MS);
  };
  const lit = hovered ?? chosen ?? 0;

  return (
    <div
      role="group"
      aria-label={t('ratings.stars')}
      className={styles.stars}
      onMouseLeave={() => setHovered(null)}
    >
      {STARS.map((stars) => (
        <button
          key={stars}
          type="button"
          className={styles.star}
          data-lit={stars <= lit || undefined}
          aria-pressed={chosen === stars}
          aria-label={t('ratings.star', { count: stars })}
          disabled={disabled}
          onMouseEnter={() => setHovered(stars)}
          onClick={() => choose(stars)}
        >
          <Icon name="star" size={34} />
        </button>
      ))}
    </div>
  );
}
