import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/shared/lib/format';
import { IconButton } from '@/shared/ui/icon-button';
import type { PlayerCore, PlayerSnapshot } from '../core/player-core';
import { nextPlaybackRate } from '../core/player-rules';
import styles from './player-controls.module.css';

interface PlayerControlsProps {
  core: PlayerCore;
  snapshot: PlayerSnapshot;
  hidden: boolean;
}

/** Progress bar, play/pause, mute, volume, clock and speed. */
export function PlayerControls({ core, snapshot, hidden }: PlayerControlsProps) {
  const { t } = useTranslation();
  const { playing, muted, volume, currentTime, duration, playbackRate } = snapshot;
  const progress = duration > 0 ? (currentTime / duration) * 100 : 0;
  const shownVolume = muted ? 0 : volume;
  const clock = t('player.time', {
    current: formatClock(currentTime),
    total: formatClock(duration),
  });

  return (
    <div className={`${styles.controls} ${hidden ? styles.faded : ''}`}>
      <input
        type="range"
        className={styles.range}
        style={{ '--fill': `${progress}%` } as CSSProperties}
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(currentTime, duration || 0)}
        aria-label={t('player.seek')}
        aria-valuetext={clock}
        disabled={duration <= 0}
        onChange={(event) => core.seekTo(Number(event.target.value))}
      />
      <div className={styles.row}>
        <IconButton
          icon={playing ? 'pause' : 'play'}
          label={playing ? t('player.pause') : t('player.play')}
          iconSize={30}
          onClick={() => core.togglePlay()}
        />
        <IconButton
          icon={muted || volume === 0 ? 'muted' : 'volume'}
          label={muted ? t('player.unmute') : t('player.mute')}
          onClick={() => core.setMuted(!muted)}
        />
        <input
          type="range"
          className={`${styles.range} ${styles.volume}`}
          style={{ '--fill': `${shownVolume * 100}%` } as CSSProperties}
          min={0}
          max={1}
          step={0.05}
          value={shownVolume}
          aria-label={t('player.volume')}
          onChange={(event) => core.setVolume(Number(event.target.value))}
        />
        <span className={styles.clock}>{clock}</span>
        <span className={styles.spacer} />
        <button
          type="button"
          className={styles.rate}
          aria-label={t('player.speedLabel', { rate: playbackRate })}
          title={t('player.speed')}
          onClick={() => core.setPlaybackRate(nextPlaybackRate(playbackRate))}
        >
          {t('player.rate', { rate: playbackRate })}
        </button>
      </div>
    </div>
  );
}
