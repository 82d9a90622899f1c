import { useState, useSyncExternalStore, useCallback } from 'react';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import type { HighlightedContentItem } from '@marquee/contract';
import { buttonClassName } from '@/shared/ui/button-class';
import { Icon } from '@/shared/ui/icon';
import { CAROUSEL_DURATION } from '@/shared/catalogue/title-carousel';
import { useCarouselControls } from '@/shared/catalogue/use-carousel-controls';
import { useAutoplay } from '../hooks/use-autoplay';
import { SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS, slideImage, slideLink } from '../lib/slides';
import styles from './highlighted-slider.module.css';

/** Embla's duration for the slider's 800 ms moves, in proportion to the 500 ms carousels. */
const SLIDER_DURATION = Math.round((CAROUSEL_DURATION * SLIDER_SPEED_MS) / 500);

interface HighlightedSliderProps {
  slides: HighlightedContentItem[];
}

/** The highlighted-content slider across the top of home: autoplays every 4 s, loops. */
export function HighlightedSlider({ slides }: HighlightedSliderProps) {
  const { t } = useTranslation();
  const [viewportRef, api] = useEmblaCarousel({
    loop: slides.length > 1,
    duration: SLIDER_DURATION,
  });
  const [paused, setPaused] = useState(false);
  useAutoplay(api, SLIDER_AUTOPLAY_MS, paused);
  const { previous, next } = useCarouselControls(api);
  const selected = useSelectedIndex(api);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('home.featured')}
      data-testid="highlighted-slider"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <Slide
              key={slide.id}
              slide={slide}
              label={t('home.slideOf', { index: index + 1, count: slides.length })}
              eager={index === 0}
              current={index === selected}
            />
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('home.previous')}
            onClick={previous}
          >
            <Icon name="chevronLeft" size={22} />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t('home.goToSlide', { index: index + 1 })}
                aria-current={index === selected}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label={t('home.next')} onClick={next}>
            <Icon name="chevronRight" size={22} />
          </button>
        </div>
      ) : null}
    </section>
  );
}

function useSelectedIndex(api: ReturnType<typeof useEmblaCarousel>[1]): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(subscribe, () => api?.selectedScrollSnap() ?? 0);
}

interface SlideProps {
  slide: HighlightedContentItem;
  label: string;
  eager: boolean;
  current: boolean;
}

function Slide({ slide, label, eager, current }: SlideProps) {
  const { t } = useTranslation();
  const image = slideImage(slide);
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!current}
      data-testid="highlighted-slide"
    >
      {image ? (
        <img
          className={styles.backdrop}
          src={image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
        />
      ) : null}
      <div className={styles.shade} />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{t('home.featured')}</p>
        <h2 className={styles.title}>{slide.title}</h2>
        {slide.description ? <p className={styles.description}>{slide.description}</p> : null}
        <div className={styles.actions}>
          <Link
            to={slideLink(slide)}
            className={buttonClassName('light')}
            tabIndex={current ? undefined : -1}
          >
            <Icon name="info" size={22} />
            {t('home.moreInfo')}
          </Link>
        </div>
      </div>
    </div>
  );
}
