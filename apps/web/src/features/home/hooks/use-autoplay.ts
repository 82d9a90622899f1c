import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/shared/lib/reduced-motion';

/**
 * Calls `advance` every `intervalMs` while not paused (hover, focus, a hidden tab). People who
 * ask for reduced motion get no autoplay, from the moment they ask. The returned function
 * starts the interval over, for a manual move.
 */
export function useAutoplay(advance: () => void, intervalMs: number, paused: boolean) {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  const [restarts, setRestarts] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (paused || hidden || reducedMotion) return undefined;
    const timer = setInterval(() => advanceRef.current(), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, paused, hidden, reducedMotion, restarts]);

  return useCallback(() => setRestarts((count) => count + 1), []);
}
