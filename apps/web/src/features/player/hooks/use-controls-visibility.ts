import { useCallback, useEffect, useRef, useState } from 'react';
import { controlsHidden, controlsHideAt } from '@marquee/player-core/controls-visibility';

/**
 * Controls hide after 4 s without pointer movement while playing, and come back on movement,
 * keyboard focus or a key press (a remote has no pointer): the rule is `controlsHidden`. A
 * timer moves the clock to the hide time when it comes. `forceVisible` keeps them up (the
 * last 5 s of an episode).
 */
export function useControlsVisibility(
  playing: boolean,
  forceVisible = false,
): { visible: boolean; reveal: () => void } {
  // The last activity, and the time the rule is asked at (epoch ms; 0 until the first timer).
  const [clock, setClock] = useState({ lastActivityAt: 0, now: 0 });
  const timer = useRef<number | undefined>(undefined);

  const hideLater = useCallback((lastActivityAt: number) => {
    window.clearTimeout(timer.current);
    const hideAt = controlsHideAt(lastActivityAt);
    timer.current = window.setTimeout(
      () => setClock({ lastActivityAt, now: hideAt }),
      hideAt - lastActivityAt,
    );
  }, []);

  const reveal = useCallback(() => {
    const now = Date.now();
    setClock({ lastActivityAt: now, now });
    hideLater(now);
  }, [hideLater]);

  useEffect(() => {
    hideLater(Date.now());
    document.addEventListener('keydown', reveal);
    return () => {
      window.clearTimeout(timer.current);
      document.removeEventListener('keydown', reveal);
    };
  }, [hideLater, reveal]);

  const hidden = controlsHidden(clock.now, { ...clock, playing, forceVisible });
  return { visible: !hidden, reveal };
}
