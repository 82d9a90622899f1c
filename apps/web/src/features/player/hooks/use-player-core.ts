import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { INITIAL_SNAPSHOT, PlayerCore, type PlayerSnapshot } from '../core/player-core';

const noSubscribe = () => () => undefined;
const initial = () => INITIAL_SNAPSHOT;

/**
 * Creates a PlayerCore for the `<video>` the returned ref is given, loads `url` into it and
 * returns the core with its live snapshot. The core is destroyed with the element.
 */
export function usePlayerCore(url: string | null): {
  videoRef: (video: HTMLVideoElement | null) => (() => void) | undefined;
  core: PlayerCore | null;
  snapshot: PlayerSnapshot;
} {
  const [core, setCore] = useState<PlayerCore | null>(null);

  const videoRef = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return undefined;
    const instance = new PlayerCore(video);
    setCore(instance);
    return () => {
      instance.destroy();
      setCore(null);
    };
  }, []);

  useEffect(() => {
    if (core && url) void core.load(url);
  }, [core, url]);

  const snapshot = useSyncExternalStore(
    core?.subscribe ?? noSubscribe,
    core?.getSnapshot ?? initial,
  );
  return { videoRef, core, snapshot };
}
