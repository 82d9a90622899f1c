import { describe, expect, it } from 'vitest';
import { canMove, moveTarget, slideAt, slideStart, type CarouselMetrics } from './carousel-rules';

// 15 cards 200 px apart, 7 in view (catalogue §9, the widest screens): 8 cards scroll away.
const row = (position: number): CarouselMetrics => ({
  position,
  max: 1600,
  step: 200,
  perPage: 7,
});

describe('carousel moves', () => {
  it('go a page of whole cards on, the last page ending at the end', () => {
    expect(moveTarget(row(0), 1, false)).toBe(1400);
    expect(moveTarget(row(1400), 1, false)).toBe(1600);
  });

  it('go back a page, from the end to the page before it', () => {
    expect(moveTarget(row(1600), -1, false)).toBe(1400);
    expect(moveTarget(row(1400), -1, false)).toBe(0);
  });

  it('go to the next page start from between two (after a swipe)', () => {
    expect(moveTarget(row(600), 1, false)).toBe(1400);
    expect(moveTarget(row(600), -1, false)).toBe(0);
  });

  it('stop at the ends unless the carousel loops, then go round', () => {
    expect(moveTarget(row(0), -1, false)).toBeNull();
    expect(moveTarget(row(1600), 1, false)).toBeNull();
    expect(moveTarget(row(0), -1, true)).toBe(1600);
    expect(moveTarget(row(1600), 1, true)).toBe(0);
  });

  it('take a pixel off a fractional scroll position for an end', () => {
    expect(canMove(row(0.6), -1, false)).toBe(false);
    expect(canMove(row(1599.5), 1, false)).toBe(false);
  });

  it('cannot move when everything fits, looping or not', () => {
    const fits = { position: 0, max: 0, step: 200, perPage: 7 };
    expect(canMove(fits, 1, true)).toBe(false);
    expect(moveTarget(fits, -1, true)).toBeNull();
  });
});

describe('the slider', () => {
  // Five slides of 1000 px, one in view.
  const slider = { max: 4000, step: 1000 };

  it('has the slide at the start of the view as its current one', () => {
    expect(slideAt({ position: 2000, step: 1000 })).toBe(2);
    expect(slideAt({ position: 2400, step: 1000 })).toBe(2);
  });

  it('goes to a slide by its start, within the scroll range', () => {
    expect(slideStart(slider, 3)).toBe(3000);
    expect(slideStart(slider, 9)).toBe(4000);
  });
});
