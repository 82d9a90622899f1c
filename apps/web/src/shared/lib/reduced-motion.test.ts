import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { prefersReducedMotion, usePrefersReducedMotion } from './reduced-motion';

/** A `matchMedia` whose reduced-motion answer the test switches, telling its listeners. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && state.reduce;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    listeners,
    set(next: boolean) {
      state.reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers what the system asks for', () => {
    systemSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    systemSetting(false);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('is false where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('renders again when the setting changes, and stops listening when unmounted', () => {
    const setting = systemSetting(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.set(true));
    expect(result.current).toBe(true);
    act(() => setting.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(setting.listeners.size).toBe(0);
  });
});
