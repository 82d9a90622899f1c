import { useEffect, useState } from 'react';
import { LOADER_TIMEOUT_MS } from '../lib/search-rules';

/**
 * A loader that shows while `loading` and stops on its own `timeoutMs` after it started
 * (catalogue §2: 4 s), so a slow answer never leaves it spinning. A new `runKey` (the next
 * search) starts it again.
 */
export function useLoaderTimeout(
  loading: boolean,
  runKey: string,
  timeoutMs = LOADER_TIMEOUT_MS,
): boolean {
  const [timedOutRun, setTimedOutRun] = useState<string | null>(null);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setTimedOutRun(runKey), timeoutMs);
    return () => clearTimeout(timer);
  }, [loading, runKey, timeoutMs]);
  return loading && timedOutRun !== runKey;
}
