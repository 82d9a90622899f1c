import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ItemType, type VodItem, type VodProfile } from '@marquee/contract';
import { to } from '@/shared/config/routes';
import { PLAY_PARAM, readPlayState, type PlayNavigationState } from '@/shared/lib/play-navigation';
import { storage } from '@/shared/storage/storage';
import { useSeasonEpisodes } from '@/entities/season-episodes';
import {
  episodeNeighbours,
  episodeStep,
  inEpisodeOrder,
  type EpisodeStep,
} from '@marquee/player-core/player-rules';
import { usePlayerStore } from '../stores/player-store';

/** An episode on its way to playing, waiting for the viewer: the PIN, then maybe a profile. */
export type EpisodeQuestion =
  | { ask: 'pin'; episode: VodItem; step: Exclude<EpisodeStep, { kind: 'details' }> }
  | { ask: 'profile'; episode: VodItem; profiles: VodProfile[]; pinEntered: boolean };

export interface EpisodeNavigation {
  /** The season's episodes in order (the suggestions strip); empty for a film. */
  season: VodItem[];
  previous: VodItem | null;
  /** The next subscribed episode; the countdown shows in the last 5 s when there is one. */
  next: VodItem | null;
  /** Moves to an episode by the spec's PIN and profile rules. */
  goTo: (episode: VodItem) => void;
  /** What the viewer is being asked on the way to an episode, if anything. */
  question: EpisodeQuestion | null;
  onPinSuccess: () => void;
  /** A profile was picked; `remember` keeps it under `wecast-vod-profile`. */
  onChooseProfile: (profile: VodProfile, remember: boolean) => void;
  onCancel: () => void;
}

/**
 * Previous, next and any episode of the playing one's season (spec: access §4, "Episode end or
 * next"): with the playing profile when it is subscribed, else the only subscribed one, else the
 * viewer's choice, after the parental PIN when the episode needs it; an episode with no
 * subscribed profile opens its page, where it can be rented.
 */
export function useEpisodeNavigation(vod: VodItem, playing: VodProfile): EpisodeNavigation {
  const navigate = useNavigate();
  const location = useLocation();
  const pinEntered = useMemo(
    () => readPlayState(location.state)?.pinEntered ?? false,
    [location.state],
  );
  const seasonId = vod.type === ItemType.episode ? vod.multi_event_vod_season_id : null;
  const seasonQuery = useSeasonEpisodes(seasonId);
  const [question, setQuestion] = useState<EpisodeQuestion | null>(null);
  const season = useMemo(() => inEpisodeOrder(seasonQuery.data ?? []), [seasonQuery.data]);
  const { previous, next } = useMemo(() => episodeNeighbours(season, vod), [season, vod]);

  const play = useCallback(
    (episode: VodItem, profile: VodProfile, withPin: boolean) => {
      setQuestion(null);
      const originRoute = usePlayerStore.getState().originRoute ?? to.episode(episode.id);
      const state: PlayNavigationState = {
        item: episode,
        originRoute,
        pinEntered: withPin,
        profileId: profile.id,
      };
      // Replacing keeps one player entry in history: leaving still lands on the origin.
      void navigate(
        { pathname: to.episode(episode.id), search: `?${PLAY_PARAM}` },
        { replace: true, state },
      );
    },
    [navigate],
  );

  const proceed = useCallback(
    (episode: VodItem, step: Exclude<EpisodeStep, { kind: 'details' }>, withPin: boolean) => {
      if (step.kind === 'play') play(episode, step.profile, withPin);
      else setQuestion({ ask: 'profile', episode, profiles: step.profiles, pinEntered: withPin });
    },
    [play],
  );

  const goTo = useCallback(
    (episode: VodItem) => {
      const step = episodeStep(episode, playing, pinEntered);
      if (step.kind === 'details') {
        usePlayerStore.getState().close();
        void navigate(to.episode(episode.id), { replace: true });
      } else if (step.pin) setQuestion({ ask: 'pin', episode, step });
      else proceed(episode, step, pinEntered);
    },
    [playing, pinEntered, proceed, navigate],
  );

  const onPinSuccess = useCallback(() => {
    if (question?.ask === 'pin') proceed(question.episode, question.step, true);
  }, [question, proceed]);

  const onChooseProfile = useCallback(
    (profile: VodProfile, remember: boolean) => {
      if (question?.ask !== 'profile') return;
      if (remember) storage.vodProfile.set({ id: profile.id, name: profile.name });
      play(question.episode, profile, question.pinEntered);
    },
    [question, play],
  );

  const onCancel = useCallback(() => setQuestion(null), []);

  return { season, previous, next, goTo, question, onPinSuccess, onChooseProfile, onCancel };
}
