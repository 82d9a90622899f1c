import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ItemType, type VodItem } from '@marquee/contract';
import { to } from '@/shared/config/routes';
import { PLAY_PARAM, type PlayNavigationState } from '@/shared/lib/play-navigation';
import { useSeasonEpisodes } from '../api/get-season-episodes';
import { episodeNeighbours, episodeStep, playableProfile } from '../core/player-rules';
import { usePlayerStore } from '../stores/player-store';

export interface EpisodeNavigation {
  previous: VodItem | null;
  next: VodItem | null;
  /** A next episode exists and a subscribed profile can play it (the countdown shows then). */
  nextPlayable: boolean;
  /** Moves to an episode by the spec's PIN and profile rules. */
  goTo: (episode: VodItem) => void;
  /** The episode waiting for its parental PIN, if any. */
  pinFor: VodItem | null;
  onPinSuccess: () => void;
  onPinCancel: () => void;
}

/**
 * Previous and next episode of the playing one (spec: access §4, "Episode end or next"): a
 * subscribed episode plays at once, or after the parental PIN when it needs one; one with no
 * subscribed profile opens its page, where it can be rented.
 */
export function useEpisodeNavigation(vod: VodItem): EpisodeNavigation {
  const navigate = useNavigate();
  const seasonId = vod.type === ItemType.episode ? vod.multi_event_vod_season_id : null;
  const season = useSeasonEpisodes(seasonId);
  const [pinFor, setPinFor] = useState<VodItem | null>(null);
  const { previous, next } = useMemo(
    () => episodeNeighbours(season.data ?? [], vod),
    [season.data, vod],
  );

  const play = useCallback(
    (episode: VodItem, pinEntered: boolean) => {
      const originRoute = usePlayerStore.getState().originRoute ?? to.episode(episode.id);
      const state: PlayNavigationState = { item: episode, originRoute, pinEntered };
      // Replacing keeps one player entry in history: leaving still lands on the origin.
      void navigate(
        { pathname: to.episode(episode.id), search: `?${PLAY_PARAM}` },
        { replace: true, state },
      );
    },
    [navigate],
  );

  const goTo = useCallback(
    (episode: VodItem) => {
      const step = episodeStep(episode);
      if (step === 'play') play(episode, false);
      else if (step === 'pin-then-play') setPinFor(episode);
      else {
        usePlayerStore.getState().close();
        void navigate(to.episode(episode.id), { replace: true });
      }
    },
    [play, navigate],
  );

  const onPinSuccess = useCallback(() => {
    if (pinFor) play(pinFor, true);
    setPinFor(null);
  }, [pinFor, play]);
  const onPinCancel = useCallback(() => setPinFor(null), []);

  return {
    previous,
    next,
    nextPlayable: next !== null && playableProfile(next) !== null,
    goTo,
    pinFor,
    onPinSuccess,
    onPinCancel,
  };
}
