import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useBatchedCount } from './use-batched-count';

/** Runs the next task's timers, and the renders and effects they cause. */
const nextTask = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('useBatchedCount', () => {
  afterEach(() => vi.useRealTimers());

  it('draws one batch at once, then one more a task until all are drawn', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useBatchedCount(20, 8));
    expect(result.current).toBe(8);
    await nextTask();
    expect(result.current).toBe(16);
    await nextTask();
    expect(result.current).toBe(20);
    await nextTask();
    expect(result.current).toBe(20);
  });

  it('draws a short list at once', () => {
    expect(renderHook(() => useBatchedCount(5, 8)).result.current).toBe(5);
  });
});
