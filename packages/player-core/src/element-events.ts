import type { HlsSession } from './hls-session';
import { watchTextTracks } from './media-tracks';
import type { PlaybackIssue, SnapshotStore } from './player-snapshot';

/** What following the element needs of its core. */
export interface ElementEventsHost {
  video: HTMLVideoElement;
  store: SnapshotStore;
  engine: HlsSession;
  /** Set while a stall is being reported, so one stall is one buffer issue. */
  stall: { reported: boolean };
  /** A playback error: the core stops and reports a crash. */
  fail(): void;
  tracksChanged(): void;
  onIssue?: ((issue: PlaybackIssue) => void) | undefined;
}

/**
 * How the snapshot follows the `<video>` element: the patch each of its media events makes.
 * Returns the way to stop listening.
 */
export function followElement(host: ElementEventsHost): () => void {
  const { video, store, engine, stall } = host;
  const update = (patch: Parameters<SnapshotStore['update']>[0]) => store.update(patch);
  const timing = () => update(engine.timing());
  const handlers: Partial<Record<keyof HTMLVideoElementEventMap, () => void>> = {
    play: () => update({ playing: true, ended: false }),
    pause: () => update({ playing: false, waiting: false }),
    playing: () => {
      stall.reported = false;
      engine.release();
      update({ playing: true, waiting: false, started: true, error: null });
    },
    waiting: () => {
      // A stall after the first frame, not a seek: the viewer is waiting on the network.
      if (store.get().started && !video.seeking && !stall.reported) {
        stall.reported = true;
        host.onIssue?.('buffer');
      }
      update({ waiting: true });
    },
    canplay: () => update({ waiting: !video.paused && !store.get().started }),
    ended: () => update({ playing: false, ended: true, waiting: false }),
    seeked: () => {
      engine.release();
      timing();
    },
    timeupdate: timing,
    durationchange: timing,
    volumechange: () => update({ volume: video.volume, muted: video.muted }),
    ratechange: () => update({ playbackRate: video.playbackRate }),
    error: () => {
      // With hls.js attached, media errors come through its ERROR event and are recovered there.
      if (!engine.instance) host.fail();
    },
    loadedmetadata: () => host.tracksChanged(),
    enterpictureinpicture: () => update({ pictureInPicture: true }),
    leavepictureinpicture: () => update({ pictureInPicture: false }),
  };
  const entries = Object.entries(handlers);
  for (const [type, handler] of entries) video.addEventListener(type, handler);
  const stopTracks = watchTextTracks(video, () => host.tracksChanged());
  return () => {
    for (const [type, handler] of entries) video.removeEventListener(type, handler);
    stopTracks();
  };
}
