import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { useSlideKeys } from './use-slide-keys';
import { useCarouselControls } from './use-carousel-controls';
import styles from './title-carousel.module.css';

/** Carousels loop from this many items (spec: catalogue §9). */
export const CAROUSEL_LOOP_FROM = 10;

/** A page move takes 500 ms (spec: catalogue §9). */
export const CAROUSEL_SPEED_MS = 500;

/**
 * Items per view: `standard` is 7 / 6 / 5 / 3 / 2 / 1; `newReleases` 8 and 2 at 479 px; `kids`
 * (a kids profile's home, bigger cards) 5 / 4 / 3 / 2.
 */
export type CarouselLayout = 'standard' | 'newReleases' | 'gallery' | 'kids';

interface TitleCarouselProps<T> {
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  layout?: CarouselLayout;
  /** Looping starts from this many items. */
  loopFrom?: number;
  /** Extra content beside the heading (e.g. a season picker). */
  headerExtra?: ReactNode;
  testId?: string;
}

/**
 * A titled, swipeable row with previous and next buttons, per the spec's breakpoints; the arrow
 * keys move between its cards.
 */
export function TitleCarousel<T>({
  title,
  items,
  itemKey,
  renderItem,
  layout = 'standard',
  loopFrom = CAROUSEL_LOOP_FROM,
  headerExtra,
  testId,
}: TitleCarouselProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const loop = items.length >= loopFrom;
  const { viewport, viewportRef, canPrevious, canNext, previous, next } = useCarouselControls({
    loop,
    speedMs: CAROUSEL_SPEED_MS,
  });
  useSlideKeys(viewport, loop);

  return (
    <section
      className={styles.section}
      data-layout={layout}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {headerExtra}
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
      <ul className={styles.track} ref={viewportRef}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className={styles.slide}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
