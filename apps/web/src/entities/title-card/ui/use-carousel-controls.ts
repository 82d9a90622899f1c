import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { canMove, moveTarget, slideAt, slideStart, type CarouselMetrics } from './carousel-rules';
import { animateScroll, scrollPosition, stopScroll } from './scroll-motion';
import { useMouseDrag } from './use-mouse-drag';

/** Reads where a carousel stands: `viewport` scrolls, and its children are the slides. */
export function measureCarousel(viewport: HTMLElement): CarouselMetrics {
  const first = viewport.children[0] as HTMLElement | undefined;
  const second = viewport.children[1] as HTMLElement | undefined;
  const width = first?.offsetWidth ?? 0;
  const step = first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : width;
  const style = getComputedStyle(viewport);
  const view =
    viewport.clientWidth -
    (parseFloat(style.paddingLeft) || 0) -
    (parseFloat(style.paddingRight) || 0);
  const gap = Math.max(0, step - width);
  return {
    position: scrollPosition(viewport),
    max: Math.max(0, viewport.scrollWidth - viewport.clientWidth),
    step,
    // A pixel of slack for fractional widths.
    perPage: step > 0 ? Math.max(1, Math.floor((view + gap + 1) / step)) : 1,
  };
}

interface CarouselOptions {
  /** Past either end, previous and next go round to the other end. */
  loop: boolean;
  /** How long a move takes (the spec's carousel speeds). */
  speedMs: number;
}

interface CarouselView {
  canPrevious: boolean;
  canNext: boolean;
  /** The slide at the start of the view; while a move runs, the slide it is heading for. */
  selected: number;
}

/**
 * A carousel that scrolls natively (fingers, trackpads, focus, snapping to slides) with
 * previous and next moves of a page of whole slides, and mouse dragging. Give `viewportRef` to
 * the scrolling element, whose children are the slides: being a flex row itself, its end
 * padding counts in its scroll width, so the last page lines up like the first.
 */
export function useCarouselControls({ loop, speedMs }: CarouselOptions) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [view, setView] = useState<CarouselView>({
    canPrevious: false,
    canNext: false,
    selected: 0,
  });
  const heading = useRef<number | null>(null);

  const sync = useCallback(() => {
    if (!viewport) return;
    const metrics = measureCarousel(viewport);
    const next: CarouselView = {
      canPrevious: canMove(metrics, -1, loop),
      canNext: canMove(metrics, 1, loop),
      selected: heading.current ?? slideAt(metrics),
    };
    setView((previous) =>
      previous.canPrevious === next.canPrevious &&
      previous.canNext === next.canNext &&
      previous.selected === next.selected
        ? previous
        : next,
    );
  }, [viewport, loop]);

  // Slides come and go with the items: measure after every render.
  useLayoutEffect(sync);

  useEffect(() => {
    if (!viewport) return undefined;
    // A hand on the carousel takes over from a move under way.
    const handOver = () => {
      stopScroll(viewport);
      heading.current = null;
    };
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(sync) : null;
    resize?.observe(viewport);
    viewport.addEventListener('scroll', sync, { passive: true });
    viewport.addEventListener('wheel', handOver, { passive: true });
    viewport.addEventListener('touchstart', handOver, { passive: true });
    return () => {
      resize?.disconnect();
      viewport.removeEventListener('scroll', sync);
      viewport.removeEventListener('wheel', handOver);
      viewport.removeEventListener('touchstart', handOver);
    };
  }, [viewport, sync]);

  const moveTo = useCallback(
    (position: number, slide: number) => {
      if (!viewport) return;
      heading.current = slide;
      sync();
      animateScroll(viewport, position, speedMs, () => {
        heading.current = null;
        sync();
      });
    },
    [viewport, speedMs, sync],
  );

  const move = useCallback(
    (direction: -1 | 1) => {
      if (!viewport) return;
      const metrics = measureCarousel(viewport);
      const target = moveTarget(metrics, direction, loop);
      if (target !== null) moveTo(target, slideAt({ position: target, step: metrics.step }));
    },
    [viewport, loop, moveTo],
  );

  const goTo = useCallback(
    (index: number) => {
      if (viewport) moveTo(slideStart(measureCarousel(viewport), index), index);
    },
    [viewport, moveTo],
  );

  // A mouse let go mid-drag settles on the next slide in the direction it was dragged.
  const settle = useCallback(
    (direction: -1 | 1) => {
      if (!viewport) return;
      const metrics = measureCarousel(viewport);
      if (metrics.step <= 0) return;
      const slide = metrics.position / metrics.step;
      goTo(direction > 0 ? Math.ceil(slide) : Math.floor(slide));
    },
    [viewport, goTo],
  );
  useMouseDrag(viewport, settle);

  const previous = useCallback(() => move(-1), [move]);
  const next = useCallback(() => move(1), [move]);
  return { viewport, viewportRef: setViewport, ...view, previous, next, goTo };
}
