import { prefersReducedMotion } from '@/shared/lib/reduced-motion';

/**
 * 1, or -1 where text runs right to left: there `scrollLeft` goes negative towards the end,
 * while the positions here always count from the start.
 */
export function inlineSign(element: HTMLElement): number {
  return getComputedStyle(element).direction === 'rtl' ? -1 : 1;
}

/** How far `element` is scrolled from its inline start. */
export function scrollPosition(element: HTMLElement): number {
  return Math.abs(element.scrollLeft);
}

/** Scrolls `element` to `position` from its inline start, at once. */
export function setScrollPosition(element: HTMLElement, position: number): void {
  element.scrollLeft = position * inlineSign(element);
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

const running = new WeakMap<HTMLElement, () => void>();

/**
 * Scrolls `element` to `position` in `durationMs` (the spec's carousel speeds, which a smooth
 * `scrollTo` cannot be told), at once for people who ask for reduced motion. Snapping is off
 * while it moves, or the browser would pull every frame back to a slide; a new move replaces
 * one under way (without calling its `onDone`).
 */
export function animateScroll(
  element: HTMLElement,
  position: number,
  durationMs: number,
  onDone?: () => void,
): void {
  running.get(element)?.();
  const from = scrollPosition(element);
  if (durationMs <= 0 || prefersReducedMotion() || from === position) {
    setScrollPosition(element, position);
    element.style.scrollSnapType = '';
    onDone?.();
    return;
  }
  element.style.scrollSnapType = 'none';
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    element.style.scrollSnapType = '';
    running.delete(element);
  };
  const step = (now: number) => {
    const progress = Math.min(1, (now - started) / durationMs);
    setScrollPosition(element, from + (position - from) * easeOutCubic(progress));
    if (progress < 1) {
      frame = requestAnimationFrame(step);
    } else {
      stop();
      onDone?.();
    }
  };
  running.set(element, stop);
  frame = requestAnimationFrame(step);
}

/** Stops a move under way (a hand took over), leaving the carousel where it is. */
export function stopScroll(element: HTMLElement): void {
  running.get(element)?.();
}
