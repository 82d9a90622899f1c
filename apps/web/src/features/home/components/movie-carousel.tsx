import { useId } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import type { VodItem } from '@marquee/contract';
import { Icon } from '@/shared/ui/icon';
import { useCarouselControls } from '../hooks/use-carousel-controls';
import { MovieCard } from './movie-card';
import styles from './movie-carousel.module.css';

interface MovieCarouselProps {
  title: string;
  items: VodItem[];
}

/** A titled, swipeable row of film cards with previous and next buttons. */
export function MovieCarousel({ title, items }: MovieCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
    duration: 25,
  });
  const { canPrevious, canNext, previous, next } = useCarouselControls(api);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('home.previous')}
            disabled={!canPrevious}
            onClick={previous}
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('home.next')}
            disabled={!canNext}
            onClick={next}
          >
            <Icon name="chevronRight" size={20} />
          </button>
        </div>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {items.map((item) => (
            <li key={item.id} className={styles.slide}>
              <MovieCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
