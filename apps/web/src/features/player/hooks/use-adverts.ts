import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoCampaign } from '@marquee/contract';
import {
  NO_ADVERTS_WATCHED,
  dueAdvert,
  markAdvertWatched,
  type DueAdvert,
} from '@marquee/player-core/advert-schedule';
import type { PlayerCore } from '@marquee/player-core/player-core';

export interface Adverts {
  /** The advert showing now, if any. */
  active: DueAdvert | null;
  /**
   * Shows the start or end advert if one is due, then runs `after` when it closes; returns
   * false (and does nothing) when none is due.
   */
  playAt: (at: 'start' | 'end', after: () => void) => boolean;
  /** Closes the advert (skipped or ended): flags its point and runs what comes after it. */
  finish: () => void;
}

/**
 * The video adverts of a title (spec: access §4, Video adverts): the content pauses while one
 * shows; the mid-roll one starts by itself once progress reaches its mid_roll_time.
 */
export function useAdverts(
  campaigns: readonly VideoCampaign[],
  content: PlayerCore | null,
  currentTime: number,
  enabled: boolean,
): Adverts {
  const [watched, setWatched] = useState(NO_ADVERTS_WATCHED);
  const [active, setActive] = useState<DueAdvert | null>(null);
  const afterAdvert = useRef<() => void>(() => undefined);
  const latest = useRef({ campaigns, watched });
  useEffect(() => {
    latest.current = { campaigns, watched };
  }, [campaigns, watched]);

  const show = useCallback(
    (due: DueAdvert, after: () => void) => {
      content?.pause();
      afterAdvert.current = after;
      setActive(due);
    },
    [content],
  );

  // The mid-roll advert is due as soon as progress reaches its time; it shows from then on
  // until it is finished and flagged.
  const midRoll =
    !active && enabled && content
      ? dueAdvert(campaigns, { at: 'progress', currentTime }, watched)
      : null;
  const showing = active ?? midRoll;
  const midRollShowing = midRoll !== null;

  useEffect(() => {
    if (midRollShowing) content?.pause();
  }, [midRollShowing, content]);

  const playAt = useCallback(
    (at: 'start' | 'end', after: () => void) => {
      const due = dueAdvert(latest.current.campaigns, { at }, latest.current.watched);
      if (!due) return false;
      show(due, after);
      return true;
    },
    [show],
  );

  const finish = useCallback(() => {
    if (!showing) return;
    setWatched((flags) => markAdvertWatched(flags, showing.point));
    if (active) {
      setActive(null);
      afterAdvert.current();
    } else {
      void content?.play();
    }
  }, [showing, active, content]);

  return { active: showing, playAt, finish };
}
