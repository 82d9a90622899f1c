import { useCallback, useEffect, useRef, useState } from 'react';
import type { VodItem } from '@marquee/contract';
import type { PlayerCore, PlayerSnapshot } from '@marquee/player-core/player-core';
import {
  nextEpisodeCue,
  skipCue,
  type NextEpisodeCue,
  type SkipCue,
} from '@marquee/player-core/title-markers';

export interface TitleMarkers {
  /** "Skip intro" or "Skip recap", while one shows. */
  skip: SkipCue | null;
  /** Seeks to the end of the part the button skips. */
  onSkip: () => void;
  /** The next-episode countdown, while it shows. */
  countdown: NextEpisodeCue | null;
  /** "Watch credits": no countdown for the rest of this episode; playback goes on. */
  onWatchCredits: () => void;
}

/**
 * A title's skip markers in the player (player-core's title-markers.ts): the skip button of its
 * intro or recap once it plays, and, when a next episode exists, the next-episode countdown
 * from its credits (else through its last 5 s), which `moveOn` ends when it reaches 0 over the
 * credits. The countdown stays away once the viewer chose to watch the credits.
 */
export function useTitleMarkers(
  vod: Pick<VodItem, 'markers'>,
  core: PlayerCore | null,
  snapshot: Pick<PlayerSnapshot, 'currentTime' | 'duration' | 'started'>,
  hasNext: boolean,
  moveOn: () => void,
): TitleMarkers {
  const [creditsWatched, setCreditsWatched] = useState(false);
  const skip = snapshot.started ? skipCue(snapshot.currentTime, vod.markers) : null;
  const countdown =
    hasNext && !creditsWatched
      ? nextEpisodeCue(snapshot.currentTime, snapshot.duration, vod.markers)
      : null;
  const creditsOver = countdown?.credits === true && countdown.seconds === 0;
  const latestMoveOn = useRef(moveOn);
  useEffect(() => {
    latestMoveOn.current = moveOn;
  });
  useEffect(() => {
    // At 0 over the credits the episode has not ended: the player goes on to the next itself.
    if (creditsOver) latestMoveOn.current();
  }, [creditsOver]);

  const to = skip?.to;
  const onSkip = useCallback(() => {
    if (to !== undefined) core?.seekTo(to);
  }, [core, to]);
  const onWatchCredits = useCallback(() => setCreditsWatched(true), []);
  return { skip, onSkip, countdown, onWatchCredits };
}
