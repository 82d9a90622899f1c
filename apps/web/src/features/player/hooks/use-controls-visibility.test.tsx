import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useControlsVisibility } from './use-controls-visibility';

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

// The rule itself is tested with the spec's numbers in @marquee/player-core
// (controls-visibility.test.ts); this checks the hook follows it over time.
describe('useControlsVisibility (access §4: hide after 4 s, back on movement)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides the controls 4 s after the last activity while playing, and shows them on a key', () => {
    const { result } = renderHook(() => useControlsVisibility(true));
    wait(3999);
    expect(result.current.visible).toBe(true);
    wait(1);
    expect(result.current.visible).toBe(false);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    expect(result.current.visible).toBe(true);
    wait(3999);
    expect(result.current.visible).toBe(true);
    wait(1);
    expect(result.current.visible).toBe(false);
  });

  it('shows them again on reveal (pointer movement)', () => {
    const { result } = renderHook(() => useControlsVisibility(true));
    wait(4000);
    act(() => result.current.reveal());
    expect(result.current.visible).toBe(true);
  });

  it('renders nothing for activity while the controls already show', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useControlsVisibility(true);
    });
    const before = renders;
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: '?' }));
      result.current.reveal();
    });
    wait(3999);
    expect(renders).toBe(before);
    expect(result.current.visible).toBe(true);
    wait(1);
    expect(result.current.visible).toBe(false);
  });

  it('keeps them while paused, or when forced', () => {
    const paused = renderHook(() => useControlsVisibility(false));
    const forced = renderHook(() => useControlsVisibility(true, true));
    wait(60_000);
    expect(paused.result.current.visible).toBe(true);
    expect(forced.result.current.visible).toBe(true);
  });
});
