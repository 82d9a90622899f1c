import { useCallback, useEffect, useRef } from 'react';
import type { PlayerCore } from '@marquee/player-core/player-core';

export interface PictureInPicture {
  /** The browser offers picture-in-picture for this video (the button shows). */
  supported: boolean;
  /** The video is in the picture-in-picture window. */
  active: boolean;
  /** The button: in, or back out. */
  toggle: () => void;
  /**
   * The Media Session's "enterpictureinpicture" action: the browser asks, as the tab goes to
   * the background while the video plays; left again when the viewer comes back.
   */
  enterAutomatically: () => void;
}

/**
 * Picture-in-picture of the player's video. Automatically (the browser's own request, or the
 * tab hidden while playing where the browser lets a page enter without a click) it is left
 * again when the page shows once more; entered by the button it stays until the viewer leaves
 * it. It is left when `enabled` turns false (an advert or a lock takes over the player) and
 * when the player closes (the core leaves it as it is destroyed). The floating player's size
 * is never changed by it, nor does a change of size change it.
 */
export function usePictureInPicture(
  core: PlayerCore | null,
  active: boolean,
  playing: boolean,
  enabled: boolean,
): PictureInPicture {
  const supported = enabled && core !== null && core.canPictureInPicture();
  // Entered without the viewer asking: leave it when they come back.
  const automatic = useRef(false);
  const state = useRef({ active, playing, supported });
  useEffect(() => {
    state.current = { active, playing, supported };
    if (!active) automatic.current = false;
  });

  const enterAutomatically = useCallback(() => {
    if (!core || state.current.active || !state.current.supported) return;
    automatic.current = true;
    void core.enterPictureInPicture().then((entered) => {
      if (!entered) automatic.current = false;
    });
  }, [core]);

  const toggle = useCallback(() => {
    if (!core) return;
    automatic.current = false;
    if (state.current.active) void core.exitPictureInPicture();
    else void core.enterPictureInPicture();
  }, [core]);

  useEffect(() => {
    if (!core || !enabled) return;
    const onVisibility = () => {
      const { active: inPip, playing: isPlaying } = state.current;
      if (document.visibilityState === 'hidden' && isPlaying && !inPip) enterAutomatically();
      else if (document.visibilityState === 'visible' && inPip && automatic.current) {
        automatic.current = false;
        void core.exitPictureInPicture();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [core, enabled, enterAutomatically]);

  useEffect(() => {
    // An advert or the parental lock has the screen: the content leaves the floating window.
    if (core && !enabled && active) void core.exitPictureInPicture();
  }, [core, enabled, active]);

  return { supported, active, toggle, enterAutomatically };
}
