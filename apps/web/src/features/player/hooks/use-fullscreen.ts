import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Fullscreen of one element: whether it is, and a toggle (the button and a double-click). */
export function useFullscreen(target: RefObject<HTMLElement | null>): {
  isFullscreen: boolean;
  toggleFullscreen: () => void;
} {
  const [isFullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(target.current !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggleFullscreen = useCallback(() => {
    const element = target.current;
    if (!element) return;
    // A refused request (no user gesture, or an iframe without permission) changes nothing.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen?.().catch(() => undefined);
  }, [target]);

  return { isFullscreen, toggleFullscreen };
}
