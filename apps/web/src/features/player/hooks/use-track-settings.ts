import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/ui/notify';
import type { PlayerCore } from '@marquee/player-core/player-core';
import {
  audioOptions,
  closedCaptionTrack,
  subtitleOptions,
  type TrackOption,
} from '@marquee/player-core/track-options';
import { useDetectedTracks } from './use-detected-tracks';

/** The settings panel's subtitle and audio choices and the closed-captions toggle. */
export function useTrackSettings(
  core: PlayerCore | null,
  tracksVersion: number,
): {
  subtitles: TrackOption[];
  audio: TrackOption[];
  chooseSubtitle: (index: number | null) => void;
  chooseAudio: (id: number) => void;
  toggleCaptions: () => void;
} {
  const { t, i18n } = useTranslation();
  const detected = useDetectedTracks(core, tracksVersion);
  const subtitles = subtitleOptions(detected.text, i18n.language);
  const audio = audioOptions(detected.audio, i18n.language);

  const chooseSubtitle = useCallback((index: number | null) => core?.setTextTrack(index), [core]);
  const chooseAudio = useCallback((id: number) => core?.setAudioTrack(id), [core]);

  // The closed-captions button: the spec's notifications say whether captions came or went.
  const toggleCaptions = useCallback(() => {
    if (!core) return;
    const tracks = core.getTextTracks();
    const shown = tracks.some((track) => track.showing);
    const captions = closedCaptionTrack(tracks);
    if (shown) {
      core.setTextTrack(null);
      notify('info', t('player.ccRemoved'));
    } else if (captions === null) {
      notify('info', t('player.ccUnavailable'));
    } else {
      core.setTextTrack(captions);
      notify('info', t('player.ccAdded'));
    }
  }, [core, t]);

  return { subtitles, audio, chooseSubtitle, chooseAudio, toggleCaptions };
}
