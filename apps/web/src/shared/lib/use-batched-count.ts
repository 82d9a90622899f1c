import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: `first` at once (`batch` unless told), then `batch` more
 * in each following task. A long row draws what can be in view in one short task, and the rest
 * in short tasks after it rather than in one long one that would hold the visitor's input back.
 * `total` may grow; `first` counts only when the hook is first drawn.
 */
export function useBatchedCount(total: number, batch: number, first = batch): number {
  const [count, setCount] = useState(first);
  const shown = Math.min(count, total);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => setCount(shown + batch), 0);
    return () => window.clearTimeout(timer);
  }, [shown, total, batch]);
  return shown;
}
