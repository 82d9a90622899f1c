import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdIdleWorkUntil, whenIdle } from './when-idle';

/** Lets the promises `whenIdle` waits on settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    holdIdleWorkUntil(() => Promise.resolve());
  });

  it('runs the task in the first idle moment after the page has loaded', async () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      callbacks.push(callback),
    );
    const task = vi.fn();
    whenIdle(task);
    await settle();
    expect(task).not.toHaveBeenCalled();
    expect(callbacks).toHaveLength(1);
    callbacks[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    await settle();
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settle();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's own work to settle, as the app says when", async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    let done = () => undefined as void;
    holdIdleWorkUntil(() => new Promise<void>((resolve) => (done = resolve)));
    const task = vi.fn();
    whenIdle(task);
    await settle();
    await settle();
    expect(task).not.toHaveBeenCalled();
    done();
    await settle();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("stops waiting for the page's own work after 5 s", async () => {
    // Only the timeouts: faked, requestIdleCallback would outlive the test in this worker.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    holdIdleWorkUntil(() => new Promise(() => undefined));
    const task = vi.fn();
    whenIdle(task);
    await vi.advanceTimersByTimeAsync(4999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs the task when the page's own work fails too", async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    holdIdleWorkUntil(() => Promise.reject(new Error('no data')));
    const task = vi.fn();
    whenIdle(task);
    await settle();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    await settle();
    await settle();
    expect(task).not.toHaveBeenCalled();
  });
});
