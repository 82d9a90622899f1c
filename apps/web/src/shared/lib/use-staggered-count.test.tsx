import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useStaggeredCount } from './use-staggered-count';

const render = (settled: boolean[], first: number) =>
  renderHook((props: { settled: boolean[] }) => useStaggeredCount(props.settled, first), {
    initialProps: { settled },
  });

/** Runs the next task's timers, and the renders and effects they cause. */
const nextTask = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('useStaggeredCount', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the first sections at once, then one more a task until all are drawn', async () => {
    vi.useFakeTimers();
    const { result, rerender } = render([false, false, false, false], 2);
    expect(result.current).toBe(0);
    rerender({ settled: [true, true, true, true] });
    expect(result.current).toBe(2);
    await nextTask();
    expect(result.current).toBe(3);
    await nextTask();
    expect(result.current).toBe(4);
    await nextTask();
    expect(result.current).toBe(4);
  });

  it('draws a page whole when all its sections settled before (a page opened again)', () => {
    expect(render([true, true, true, true], 1).result.current).toBe(4);
    expect(render([true, true, true, false], 1).result.current).toBe(1);
  });

  it('never draws a section below one still waiting', async () => {
    vi.useFakeTimers();
    const { result, rerender } = render([true, false, true, true], 1);
    expect(result.current).toBe(1);
    await nextTask();
    expect(result.current).toBe(1);
    rerender({ settled: [true, true, true, true] });
    await nextTask();
    await nextTask();
    await nextTask();
    expect(result.current).toBe(4);
  });

  it('draws nothing while the first section waits', () => {
    const { result } = render([false, true], 2);
    expect(result.current).toBe(0);
  });
});
