/** What idle work waits for besides the load event: the page's own work (the app's data). */
let pageSettled: () => Promise<unknown> = () => Promise.resolve();

/** Idle work never waits for the page's own work longer than this after the load event. */
const MAX_HOLD_MS = 5000;

/**
 * Holds every `whenIdle` task back until `settled` resolves as well (the app: its data has
 * arrived), so that prefetches for later clicks never compete with what the page is loading;
 * 5 s at most, should the page keep busy.
 */
export function holdIdleWorkUntil(settled: () => Promise<unknown>): void {
  pageSettled = settled;
}

/**
 * Runs `task` once the page has loaded, its own work has settled (`holdIdleWorkUntil`) and the
 * browser has a quiet moment, so that work nobody waits for stays off the first paints.
 * Returns a function that cancels it if it has not run.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  const afterLoad = () => {
    const heldAtMost = new Promise((resolve) => window.setTimeout(resolve, MAX_HOLD_MS));
    void Promise.race([pageSettled(), heldAtMost]).then(schedule, schedule);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    cancelIdle();
  };
}
