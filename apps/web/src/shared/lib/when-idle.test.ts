import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task in the first idle moment after the page has loaded', () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      callbacks.push(callback),
    );
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(callbacks).toHaveLength(1);
    callbacks[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is still loading', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
  });
});
