import { useEffect, useMemo, useState } from 'react';
import type { PlayerCore } from '@marquee/player-core/player-core';
import { TRACK_DETECTION_DELAY_MS } from '@marquee/player-core/player-rules';
import type { AudioTrackInfo, TextTrackInfo } from '@marquee/player-core/track-options';

export interface DetectedTracks {
  text: TextTrackInfo[];
  audio: AudioTrackInfo[];
}

const NONE: DetectedTracks = { text: [], audio: [] };

/**
 * The text and audio tracks, read 1000 ms after the player mounts (spec: access §9: the
 * stream's own tracks are known by then) and again whenever they change.
 */
export function useDetectedTracks(core: PlayerCore | null, tracksVersion: number): DetectedTracks {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), TRACK_DETECTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // tracksVersion is the core's signal that the lists changed: read them again then.
  return useMemo(
    () =>
      ready && core && tracksVersion >= 0
        ? { text: core.getTextTracks(), audio: core.getAudioTracks() }
        : NONE,
    [ready, core, tracksVersion],
  );
}
