/**
 * Runs `task` once the page has loaded and the browser has a quiet moment, so that work nobody
 * waits for stays off the first paint. Returns a function that cancels it if it has not run.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
