import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/i18n/i18n';
import { RATING_SUBMIT_DELAY_MS } from '../api/rate-title';
import { StarRating } from './star-rating';

function renderStars(props: { disabled?: boolean } = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <StarRating onSubmit={onSubmit} {...props} />
    </I18nextProvider>,
  );
  return { onSubmit, ...view };
}

describe('StarRating (catalogue §4, Ratings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers 1 to 5 stars as named buttons in a "Rating" group', () => {
    renderStars();
    const group = screen.getByRole('group', { name: 'Rating' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((star) => star.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
  });

  it('submits the stars 0.8 s after the click, not before', () => {
    const { onSubmit } = renderStars();
    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(screen.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      vi.advanceTimersByTime(RATING_SUBMIT_DELAY_MS - 1);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(4);
    expect(RATING_SUBMIT_DELAY_MS).toBe(800);
  });

  it('sends only the last choice when the stars change within 0.8 s', () => {
    const { onSubmit } = renderStars();
    fireEvent.click(screen.getByRole('button', { name: '2 stars' }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.click(screen.getByRole('button', { name: '5 stars' }));
    act(() => {
      vi.advanceTimersByTime(RATING_SUBMIT_DELAY_MS);
    });
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('sends nothing once it is gone', () => {
    const { onSubmit, unmount } = renderStars();
    fireEvent.click(screen.getByRole('button', { name: '3 stars' }));
    unmount();
    act(() => {
      vi.advanceTimersByTime(RATING_SUBMIT_DELAY_MS);
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be changed while a rating is being sent', () => {
    renderStars({ disabled: true });
    expect(screen.getByRole('button', { name: '1 star' })).toBeDisabled();
  });
});
