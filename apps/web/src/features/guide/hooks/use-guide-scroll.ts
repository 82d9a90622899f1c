import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { localMidnight } from '../lib/guide-days';
import { drawnView, timeOfX, type GuideMetrics, type ScrollBox } from '../lib/guide-metrics';
import type { GuideView } from '../lib/guide-tiles';
import { LEAD_SECONDS } from '../lib/opening-tile';

/** What the grid draws, the moment in the middle of the screen (half-hour steps), and its day. */
export interface GuideScrollState {
  view: GuideView;
  middle: number;
  /**
   * The local midnight (epoch ms) of the day on screen: the day of the moment LEAD_SECONDS
   * after the left edge, where a picked day and Jump to now place theirs. Late in the evening
   * the middle of the screen is already tomorrow while now is still today.
   */
  day: number;
}

// The middle of the screen is reported in these steps: the day picker needs no more.
const MIDDLE_STEP = 30 * 60;

/** The scroll box of an element; jsdom lays nothing out, so the window's size stands in. */
export function measureBox(element: HTMLElement): ScrollBox {
  return {
    left: element.scrollLeft,
    top: element.scrollTop,
    width: element.clientWidth || window.innerWidth,
    height: element.clientHeight || window.innerHeight,
  };
}

/** Scrolls an element at once, where jsdom has no `scrollTo`. */
function setScroll(element: HTMLElement, left: number, top: number, smooth = false) {
  if (typeof element.scrollTo === 'function') {
    element.scrollTo({ left, top, behavior: smooth ? 'smooth' : 'auto' });
  } else {
    element.scrollLeft = left;
    element.scrollTop = top;
  }
}

const sameView = (a: GuideView, b: GuideView) =>
  a.firstRow === b.firstRow && a.lastRow === b.lastRow && a.start === b.start && a.end === b.end;

/**
 * Follows the grid's scrolling (wheel, trackpad, touch, keys) once a frame, and redraws only
 * when the drawn rows or span change. Opens scrolled to `openAt` (Unix seconds) at the left
 * edge, before the first paint.
 */
export function useGuideScroll(
  element: HTMLDivElement | null,
  metrics: GuideMetrics,
  origin: number,
  openAt: number,
) {
  const box = useRef<ScrollBox | null>(null);
  const [state, setState] = useState<GuideScrollState | null>(null);
  const count = useRef<number | null>(null);

  const update = useCallback(() => {
    if (!element) return;
    const next = measureBox(element);
    box.current = next;
    const view = drawnView(next, metrics, origin, count.current);
    const centre = timeOfX(next.left + (next.width - metrics.channelWidth) / 2, origin, metrics);
    const middle = Math.floor(centre / MIDDLE_STEP) * MIDDLE_STEP;
    const day = localMidnight((timeOfX(next.left, origin, metrics) + LEAD_SECONDS) * 1000);
    setState((previous) =>
      previous &&
      previous.middle === middle &&
      previous.day === day &&
      sameView(previous.view, view)
        ? previous
        : { view, middle, day },
    );
  }, [element, metrics, origin]);

  useLayoutEffect(() => {
    if (!element) return;
    setScroll(element, ((openAt - origin) / 60) * metrics.pxPerMinute, 0);
    update();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(onScroll) : null;
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      cancelAnimationFrame(frame);
    };
    // Opened once at `openAt`; later moves go through `scrollTo`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [element, update]);

  /** The row count, which arrives with the first answer and bounds the drawn rows. */
  const setRowCount = useCallback(
    (rowCount: number | null) => {
      if (count.current === rowCount) return;
      count.current = rowCount;
      update();
    },
    [update],
  );

  const scrollTo = useCallback(
    (left: number, top: number, smooth = false) => {
      if (!element) return;
      setScroll(element, left, top, smooth);
      update();
    },
    [element, update],
  );

  return { state, box, scrollTo, setRowCount };
}
