import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_FADE_MS } from '@marquee/player-core/player-rules';
import type { TrackOption } from '@marquee/player-core/track-options';
import { TrackChoices } from './track-choices';
import styles from './settings-panel.module.css';

/** Speeds offered besides the fast-forward ladder. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2];

interface SettingsPanelProps {
  subtitles: TrackOption[];
  audio: TrackOption[];
  playbackRate: number;
  onSubtitle: (id: number | null) => void;
  onAudio: (id: number) => void;
  onSpeed: (rate: number) => void;
  statsOpen: boolean;
  /** Shows or hides the playback stats panel. */
  onToggleStats: () => void;
}

/**
 * Subtitle, audio and speed choices and the playback stats switch; fades in over 500 ms (spec: access §9). With no tracks it
 * says "No subtitle" and "No audio subtitle".
 */
export function SettingsPanel(props: SettingsPanelProps) {
  const { subtitles, audio, playbackRate } = props;
  const { t } = useTranslation();
  const subtitleChoices: TrackOption[] = subtitles.length
    ? [
        { id: -1, label: t('player.subtitlesOff'), selected: !subtitles.some((s) => s.selected) },
        ...subtitles,
      ]
    : [];
  const speeds: TrackOption[] = PLAYBACK_SPEEDS.map((rate) => ({
    id: rate,
    label: rate === 1 ? t('player.speedNormal') : t('player.rate', { rate }),
    selected: rate === playbackRate,
  }));

  return (
    <div
      id="player-settings"
      className={styles.panel}
      style={{ '--fade': `${SETTINGS_FADE_MS}ms` } as CSSProperties}
      role="group"
      aria-label={t('player.settings')}
    >
      <TrackChoices
        name="subtitles"
        legend={t('player.subtitles')}
        empty={t('player.noSubtitle')}
        options={subtitleChoices}
        onChoose={(id) => props.onSubtitle(id === -1 ? null : id)}
      />
      <TrackChoices
        name="audio"
        legend={t('player.audio')}
        empty={t('player.noAudioSubtitle')}
        options={audio}
        onChoose={props.onAudio}
      />
      <TrackChoices
        name="speed"
        legend={t('player.speed')}
        empty=""
        options={speeds}
        onChoose={props.onSpeed}
      />
      <div className={styles.group}>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={props.statsOpen}
          onClick={props.onToggleStats}
        >
          {t('player.stats.title')}
        </button>
      </div>
    </div>
  );
}
