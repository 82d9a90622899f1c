import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useScrolled } from './use-scrolled';

function scrollTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y);
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('useScrolled', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns true past 12 px of scrolling and false back at the top', () => {
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(false);
    scrollTo(40);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('reads the scroll position in scroll events, not while drawing', () => {
    const { rerender } = renderHook(() => useScrolled());
    const read = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    rerender();
    rerender();
    expect(read).not.toHaveBeenCalled();
  });

  it('starts from where the page stands when a bar appears', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    const { result } = renderHook(() => useScrolled());
    expect(result.current).toBe(true);
  });
});
