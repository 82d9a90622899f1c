import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HighlightedContentItem } from '@marquee/contract';
import { buttonClassName } from '@/shared/ui/button-class';
import { Icon } from '@/shared/ui/icon';
import { useCarouselControls } from '@/entities/title-card/ui/use-carousel-controls';
import { useAutoplay } from '../hooks/use-autoplay';
import { SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS, slideImage, slideLink } from '../lib/slides';
import styles from './highlighted-slider.module.css';

interface HighlightedSliderProps {
  slides: HighlightedContentItem[];
}

/** The highlighted-content slider across the top of home: autoplays every 4 s, loops. */
export function HighlightedSlider({ slides }: HighlightedSliderProps) {
  const { t } = useTranslation();
  const { viewportRef, previous, next, goTo, selected } = useCarouselControls({
    loop: slides.length > 1,
    speedMs: SLIDER_SPEED_MS,
  });
  const [paused, setPaused] = useState(false);
  const restartAutoplay = useAutoplay(next, SLIDER_AUTOPLAY_MS, paused);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('home.featured')}
      data-testid="highlighted-slider"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      // A person who moves the focus into the slider pauses it; the focus a new page places
      // there by script (after a click: not :focus-visible) leaves it moving.
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setPaused(true);
      }}
      onBlur={() => setPaused(false)}
      onPointerDown={restartAutoplay}
    >
      <div className={styles.track} ref={viewportRef}>
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
                onClick={() => goTo(index)}
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
