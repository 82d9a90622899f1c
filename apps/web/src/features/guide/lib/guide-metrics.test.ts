import { describe, expect, it } from 'vitest';
import { drawnView, guideMetrics, revealScroll, visibleSpan, xOfTime } from './guide-metrics';

const desktop = guideMetrics(1440);
const ORIGIN = 1_750_000_000 - (1_750_000_000 % 3600);

describe('guide metrics', () => {
  it('gives 30 minutes 150 px on desktop and 120 px on a phone', () => {
    expect(xOfTime(ORIGIN + 1800, ORIGIN, desktop)).toBe(150);
    expect(xOfTime(ORIGIN + 1800, ORIGIN, guideMetrics(390))).toBe(120);
  });

  it('reads the span and rows on screen past the sticky channel column and time header', () => {
    const box = { left: 1500, top: 720, width: 1216, height: 764 };
    expect(visibleSpan(box, desktop, ORIGIN)).toEqual({
      start: ORIGIN + 300 * 60,
      end: ORIGIN + 500 * 60,
      firstRow: 10,
      lastRow: 19,
    });
  });

  it('draws the overscan around the screen, snapped to half hours, within the rows there are', () => {
    const box = { left: 1500, top: 720, width: 1216, height: 764 };
    const view = drawnView(box, desktop, ORIGIN, 16);
    expect(view).toEqual({
      firstRow: 6,
      lastRow: 15,
      start: ORIGIN + 270 * 60,
      end: ORIGIN + 540 * 60,
    });
    // A small scroll draws the same.
    expect(drawnView({ ...box, left: 1510 }, desktop, ORIGIN, 16)).toEqual(view);
    expect(drawnView(box, desktop, ORIGIN, null).lastRow).toBe(23);
  });

  it('scrolls as little as it takes to show a cell, and keeps part of a long one on screen', () => {
    const box = { left: 1000, top: 720, width: 1216, height: 764 };
    // A row below the screen.
    expect(
      revealScroll({ left: 1100, right: 1250, top: 1440, bottom: 1512 }, box, desktop),
    ).toEqual({ left: 1000, top: 792 });
    // A programme starting off the left edge that fits.
    expect(revealScroll({ left: 900, right: 1200, top: 720, bottom: 792 }, box, desktop)).toEqual({
      left: 900,
      top: 720,
    });
    // A programme off the right edge.
    expect(revealScroll({ left: 1900, right: 2200, top: 720, bottom: 792 }, box, desktop)).toEqual({
      left: 1200,
      top: 720,
    });
    // A three-hour film already on screen for more than 120 px stays where it is.
    expect(revealScroll({ left: 0, right: 1500, top: 720, bottom: 792 }, box, desktop)).toEqual({
      left: 1000,
      top: 720,
    });
  });
});
