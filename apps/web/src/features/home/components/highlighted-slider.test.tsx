import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { HighlightedContentItem } from '@marquee/contract';
import {
  layOutCarousel,
  preferReducedMotion,
} from '@/entities/title-card/ui/testing/lay-out-carousel';
import { renderRoutes } from '@/test/render';
import { SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS } from '../lib/slides';
import { HighlightedSlider } from './highlighted-slider';

const slide = (id: number): HighlightedContentItem => ({
  id,
  type: 0,
  model_id: 10 + id,
  title: `Slide title ${id}`,
  description: '',
  image: `/media/art/slide-${id}.svg`,
  model: null,
});

/** Three slides 1000 px wide, one in view. */
async function renderSlider() {
  renderRoutes([{ path: '/', element: <HighlightedSlider slides={[1, 2, 3].map(slide)} /> }]);
  const slider = await screen.findByTestId('highlighted-slider');
  return layOutCarousel(slider.firstElementChild as HTMLElement, { view: 1000, step: 1000 });
}

const current = () =>
  screen.getAllByRole('button', { name: /Go to slide/ }).find((dot) => dot.ariaCurrent === 'true');

describe('HighlightedSlider', () => {
  afterEach(() => vi.useRealTimers());

  it('moves on every 4 s in 800 ms, the dots following, and goes round to the first', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'performance'],
    });
    const viewport = await renderSlider();
    expect(current()).toHaveAccessibleName('Go to slide 1');
    act(() => {
      vi.advanceTimersByTime(SLIDER_AUTOPLAY_MS);
    });
    expect(current()).toHaveAccessibleName('Go to slide 2');
    act(() => {
      vi.advanceTimersByTime(SLIDER_SPEED_MS);
    });
    expect(viewport.scrollLeft).toBe(1000);
    act(() => {
      vi.advanceTimersByTime(SLIDER_AUTOPLAY_MS * 2);
    });
    expect(current()).toHaveAccessibleName('Go to slide 1');
  });

  it('goes to a slide from its dot and shows only the current slide to assistive technology', async () => {
    preferReducedMotion();
    await renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toHaveAccessibleName('Go to slide 3');
    expect(screen.getByRole('group', { name: 'Slide 3 of 3' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Slide 1 of 3' })).not.toBeInTheDocument();
  });

  it('holds still while the pointer is over it', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'performance'],
    });
    await renderSlider();
    fireEvent.mouseEnter(screen.getByTestId('highlighted-slider'));
    act(() => {
      vi.advanceTimersByTime(SLIDER_AUTOPLAY_MS * 2);
    });
    expect(current()).toHaveAccessibleName('Go to slide 1');
  });

  it('stays on the first slide for people who ask for reduced motion', async () => {
    preferReducedMotion();
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'performance'],
    });
    await renderSlider();
    // Twice the interval: the third slide otherwise (the first test).
    act(() => {
      vi.advanceTimersByTime(SLIDER_AUTOPLAY_MS * 2);
    });
    expect(current()).toHaveAccessibleName('Go to slide 1');
    expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toBeVisible();
  });
});
