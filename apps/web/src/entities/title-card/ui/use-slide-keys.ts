import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * The left and right arrow keys on a slide's link or button move focus to the previous or next
 * slide (round the ends when `loop`), which scrolls it into view. The `track`'s children are
 * the slides; Tab still goes through them one by one.
 */
export function useSlideKeys(track: HTMLElement | null, loop: boolean) {
  useEffect(() => {
    const element = track;
    if (!element) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const slides = Array.from(element.children);
      const from = slides.findIndex((slide) => slide.contains(event.target as Node));
      if (from < 0) return;
      const rightToLeft = getComputedStyle(element).direction === 'rtl';
      const onwards = (event.key === 'ArrowRight') !== rightToLeft;
      let to = from + (onwards ? 1 : -1);
      if (loop) to = (to + slides.length) % slides.length;
      const target = slides[to]?.querySelector<HTMLElement>(FOCUSABLE);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [track, loop]);
}
