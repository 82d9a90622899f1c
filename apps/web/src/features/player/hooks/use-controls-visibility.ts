import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTROLS_HIDE_DELAY_MS } from '@marquee/player-core/player-rules';

/**
 * Controls hide after 4 s without pointer movement while playing, and come back on movement,
 * keyboard focus or a key press (a remote has no pointer). `forceVisible` keeps them up (the
 * last 5 s of an episode).
 */
export function useControlsVisibility(
  playing: boolean,
  forceVisible = false,
): { visible: boolean; reveal: () => void } {
  const [idle, setIdle] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const reveal = useCallback(() => {
    setIdle(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIdle(true), CONTROLS_HIDE_DELAY_MS);
  }, []);

  useEffect(() => {
    timer.current = window.setTimeout(() => setIdle(true), CONTROLS_HIDE_DELAY_MS);
    document.addEventListener('keydown', reveal);
    return () => {
      window.clearTimeout(timer.current);
      document.removeEventListener('keydown', reveal);
    };
  }, [reveal]);

  return { visible: forceVisible || !playing || !idle, reveal };
}
