import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefCallback,
} from 'react';
import {
  INITIAL_SNAPSHOT,
  PlayerCore,
  type PlaybackIssue,
  type PlayerSnapshot,
} from '@marquee/player-core/player-core';

const noSubscribe = () => () => undefined;
const initial = () => INITIAL_SNAPSHOT;

/**
 * Creates a PlayerCore for the `<video>` the returned ref is given and returns it with its live
 * snapshot; the caller loads addresses into it. The core is destroyed with the element.
 */
export function usePlayerCore(onIssue?: (issue: PlaybackIssue) => void): {
  videoRef: RefCallback<HTMLVideoElement>;
  core: PlayerCore | null;
  snapshot: PlayerSnapshot;
} {
  const [core, setCore] = useState<PlayerCore | null>(null);
  const issueHandler = useRef(onIssue);
  useEffect(() => {
    issueHandler.current = onIssue;
  }, [onIssue]);

  const videoRef = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return undefined;
    const instance = new PlayerCore(video, { onIssue: (issue) => issueHandler.current?.(issue) });
    setCore(instance);
    return () => {
      instance.destroy();
      setCore(null);
    };
  }, []);

  const snapshot = useSyncExternalStore(
    core?.subscribe ?? noSubscribe,
    core?.getSnapshot ?? initial,
  );
  return { videoRef, core, snapshot };
}
