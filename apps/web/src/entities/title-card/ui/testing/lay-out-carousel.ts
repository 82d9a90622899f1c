import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

interface Layout {
  /** The viewport's width. */
  view: number;
  /** From one slide's start to the next. */
  step: number;
  /** Between two slides. */
  gap?: number;
}

/**
 * jsdom lays nothing out: gives a carousel's viewport (the scrolling element, whose children
 * are the slides) the widths and scroll position of `layout`, and its slides their places.
 * Returns the viewport.
 */
export function layOutCarousel(viewport: HTMLElement, { view, step, gap = 0 }: Layout) {
  const slides = Array.from(viewport.children);
  const max = Math.max(0, slides.length * step - gap - view);
  let left = 0;
  Object.defineProperties(viewport, {
    clientWidth: { configurable: true, get: () => view },
    scrollWidth: { configurable: true, get: () => view + max },
    scrollLeft: {
      configurable: true,
      get: () => left,
      set: (value: number) => {
        left = Math.min(max, Math.max(0, value));
      },
    },
  });
  slides.forEach((slide, index) => {
    Object.defineProperties(slide, {
      offsetLeft: { configurable: true, get: () => index * step },
      offsetWidth: { configurable: true, get: () => step - gap },
    });
  });
  fireEvent.scroll(viewport);
  return viewport;
}

/** As people who ask for reduced motion, for one test: carousels move at once. */
export function preferReducedMotion(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
