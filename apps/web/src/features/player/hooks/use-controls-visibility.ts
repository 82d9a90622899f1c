import { useCallback, useEffect, useRef, useState } from 'react';
import { controlsHidden, controlsHideAt } from '@marquee/player-core/controls-visibility';

/** When the rule was asked, and about which activity: set when the 4 s run out. */
interface HideCheck {
  now: number;
  lastActivityAt: number;
}

/**
 * Controls hide after 4 s without pointer movement while playing, and come back on movement,
 * keyboard focus or a key press (a remote has no pointer): the rule is `controlsHidden`. A
 * timer asks it when the 4 s since the last activity run out. `forceVisible` keeps them up (the
 * last 5 s of an episode).
 *
 * Activity while the controls show renders nothing: a render in the middle of a key's dispatch
 * would let a dialog listening to the same key (the keyboard help's ?) lose it, and a pointer
 * moving over the video would render the player at every move.
 */
export function useControlsVisibility(
  playing: boolean,
  forceVisible = false,
): { visible: boolean; reveal: () => void } {
  const [check, setCheck] = useState<HideCheck | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const hideLater = useCallback((lastActivityAt: number) => {
    window.clearTimeout(timer.current);
    const hideAt = controlsHideAt(lastActivityAt);
    timer.current = window.setTimeout(
      () => setCheck({ now: hideAt, lastActivityAt }),
      hideAt - lastActivityAt,
    );
  }, []);

  const reveal = useCallback(() => {
    // Null again is no change, so no render while the controls already show.
    setCheck(null);
    hideLater(Date.now());
  }, [hideLater]);

  useEffect(() => {
    hideLater(Date.now());
    document.addEventListener('keydown', reveal);
    return () => {
      window.clearTimeout(timer.current);
      document.removeEventListener('keydown', reveal);
    };
  }, [hideLater, reveal]);

  const hidden = check !== null && controlsHidden(check.now, { ...check, playing, forceVisible });
  return { visible: !hidden, reveal };
}
