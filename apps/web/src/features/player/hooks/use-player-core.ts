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
  canUseHlsJs,
  preloadHls,
  type PlaybackIssue,
  type PlayerSnapshot,
} from '@marquee/player-core/player-core';
import { watchMediaRefusals } from '../lib/media-refusal';

/** The default hls.js, whose instances tell `onRefusal` the origin's refusal codes. */
const refusalWatchingHls = (onRefusal: (code: string) => void) =>
  watchMediaRefusals({ supported: canUseHlsJs, load: preloadHls }, onRefusal);
const noSubscribe = () => () => undefined;
const initial = () => INITIAL_SNAPSHOT;

/**
 * Creates a PlayerCore for the `<video>` the returned ref is given and returns it with its live
 * snapshot; the caller loads addresses into it. The core is destroyed with the element.
 * `onRefusal` hears the media origin's refusal codes (`X-Media-Error`) that hls.js meets.
 */
export function usePlayerCore(
  onIssue?: (issue: PlaybackIssue) => void,
  onRefusal?: (code: string) => void,
): {
  videoRef: RefCallback<HTMLVideoElement>;
  core: PlayerCore | null;
  snapshot: PlayerSnapshot;
} {
  const [core, setCore] = useState<PlayerCore | null>(null);
  const issueHandler = useRef(onIssue);
  const refusalHandler = useRef(onRefusal);
  useEffect(() => {
    issueHandler.current = onIssue;
    refusalHandler.current = onRefusal;
  }, [onIssue, onRefusal]);

  const videoRef = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return undefined;
    const instance = new PlayerCore(video, {
      onIssue: (issue) => issueHandler.current?.(issue),
      hls: refusalWatchingHls((code) => refusalHandler.current?.(code)),
    });
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
