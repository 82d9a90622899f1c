import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CAROUSEL_SPEED_MS, TitleCarousel } from './title-carousel';
import { layOutCarousel, preferReducedMotion } from './testing/lay-out-carousel';

const titles = (count: number) => Array.from({ length: count }, (_, index) => `Title ${index + 1}`);

/** A row of `count` cards, 7 in view at the widest (catalogue §9): 200 px apart, 16 px gaps. */
function renderRow(count: number, onOpen = vi.fn()) {
  render(
    <TitleCarousel
      title="New releases"
      items={titles(count)}
      itemKey={(title) => title}
      renderItem={(title) => (
        <a
          href={`#${title}`}
          onClick={(event) => {
            event.preventDefault();
            onOpen(title);
          }}
        >
          {title}
        </a>
      )}
    />,
  );
  const viewport = screen.getByRole('list');
  layOutCarousel(viewport, { view: 1384, step: 200, gap: 16 });
  return { viewport, onOpen };
}

const previous = () => screen.getByRole('button', { name: 'Previous' });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('TitleCarousel', () => {
  afterEach(() => vi.useRealTimers());

  it('moves a page of whole cards with Next and Previous, which stop at the ends', () => {
    preferReducedMotion();
    const { viewport } = renderRow(9);
    expect(previous()).toBeDisabled();
    fireEvent.click(next());
    // Two cards scroll away: the last page ends at the end.
    expect(viewport.scrollLeft).toBe(400);
    expect(next()).toBeDisabled();
    fireEvent.click(previous());
    expect(viewport.scrollLeft).toBe(0);
    expect(previous()).toBeDisabled();
  });

  it('loops from 10 cards: Next at the end goes round to the first, Previous at the start to the last', () => {
    preferReducedMotion();
    const { viewport } = renderRow(15);
    expect(previous()).toBeEnabled();
    fireEvent.click(next());
    expect(viewport.scrollLeft).toBe(1400);
    fireEvent.click(next());
    expect(viewport.scrollLeft).toBe(1600);
    fireEvent.click(next());
    expect(viewport.scrollLeft).toBe(0);
    fireEvent.click(previous());
    expect(viewport.scrollLeft).toBe(1600);
  });

  it('takes 500 ms over a page move (catalogue §9)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { viewport } = renderRow(9);
    fireEvent.click(next());
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_SPEED_MS / 2);
    });
    expect(viewport.scrollLeft).toBeGreaterThan(0);
    expect(viewport.scrollLeft).toBeLessThan(400);
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_SPEED_MS / 2 + 20);
    });
    expect(viewport.scrollLeft).toBe(400);
    expect(next()).toBeDisabled();
  });

  it('moves focus between cards with the arrow keys, round the ends when it loops', () => {
    preferReducedMotion();
    renderRow(15);
    const first = screen.getByRole('link', { name: 'Title 1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: 'Title 2' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('link', { name: 'Title 15' })).toHaveFocus();
  });

  it('keeps focus on the first and last cards of a row that does not loop', () => {
    renderRow(3);
    const first = screen.getByRole('link', { name: 'Title 1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(first).toHaveFocus();
  });

  it('scrolls when dragged with a mouse, and a drag does not open the card', () => {
    preferReducedMotion();
    const { viewport, onOpen } = renderRow(15);
    const card = screen.getByRole('link', { name: 'Title 3' });
    fireEvent.mouseDown(card, { button: 0, clientX: 600 });
    fireEvent.mouseMove(window, { clientX: 450 });
    expect(viewport.scrollLeft).toBe(150);
    fireEvent.mouseUp(window, { clientX: 450 });
    fireEvent.click(card);
    expect(onOpen).not.toHaveBeenCalled();
    // Let go, it settles on the next card in the direction it was dragged.
    expect(viewport.scrollLeft).toBe(200);
  });

  it('opens a card on a click that does not move', () => {
    const { onOpen } = renderRow(15);
    const card = screen.getByRole('link', { name: 'Title 3' });
    fireEvent.mouseDown(card, { button: 0, clientX: 600 });
    fireEvent.mouseUp(window, { clientX: 603 });
    fireEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith('Title 3');
  });
});
