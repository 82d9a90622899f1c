import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@/shared/lib/format';
import { IconButton } from '@/shared/ui/icon-button';
import visually from '@/shared/ui/visually-hidden.module.css';
import type { PlayerCore, PlayerSnapshot } from '@marquee/player-core/player-core';
import { isAtLiveEdge, nextPlaybackRate, seekRange } from '@marquee/player-core/player-rules';
import styles from './player-controls.module.css';
import { playerIcons } from './player-icons';
import { VodSeekBar } from './vod-seek-bar';

interface PlayerControlsProps {
  core: PlayerCore;
  snapshot: PlayerSnapshot;
  hidden: boolean;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
  settingsOpen: boolean;
  onToggleSettings: () => void;
  onToggleCaptions: () => void;
  onMinimize: () => void;
  /** Previous and next episode buttons, when the player shows an episode. */
  episodeButtons?: ReactNode;
  /** Drawn above the seek bar: the episode suggestions strip when it is open. */
  panel?: ReactNode;
  /** Drawn above the seek bar under `panel`: a channel's now and next. */
  info?: ReactNode;
  /** Drawn instead of the seek bar over the stream: a channel's timeline. */
  seekBar?: ReactNode;
  /** The stream's trick-play thumbnails (`thumbnails_url`), previewed over its seek bar. */
  thumbnailsUrl?: string | null;
  /** The seek the arrow keys are gathering: its frame shows over the seek bar. */
  seekTarget?: number | null;
  /**
   * Go to live for a channel's programme played from its start (catch-up, start over): back to
   * the channel's live stream. Without it, LIVE shows for a live stream and goes to its edge.
   */
  onGoToLive?: () => void;
  /** The My List button of the film, or of the episode's show (not trailers, not channels). */
  myList?: ReactNode;
  /** Opens the rating stars (films and episodes, not trailers). */
  onRate?: () => void;
  /** Locks the player behind the parental PIN (films and episodes, not trailers). */
  onLock?: () => void;
  /** Picture-in-picture, where the browser offers it (no button otherwise). */
  pictureInPicture?: { active: boolean; toggle: () => void } | null;
}

/**
 * Seek bar, play/pause, episodes, fast-forward, mute and volume, clock (for live, the LIVE
 * button that goes to the live edge), closed captions, My List, rating stars, parental lock,
 * settings, picture-in-picture, minimise and fullscreen.
 */
export function PlayerControls(props: PlayerControlsProps) {
  const { core, snapshot, hidden, isFullscreen, settingsOpen, episodeButtons } = props;
  const { t } = useTranslation();
  const { playing, muted, volume, currentTime, playbackRate, isLive } = snapshot;
  const range = seekRange(snapshot);
  const shownVolume = muted ? 0 : volume;
  // Lit at the live edge of the live stream; a programme played from its start is behind it.
  const atLive = !props.onGoToLive && isAtLiveEdge(currentTime, snapshot.liveEdge);
  // Live: the time into the window out of the window's length, never a 0:00 duration.
  const clock = t('player.time', {
    current: formatClock(currentTime - range.min),
    total: formatClock(range.max - range.min),
  });

  return (
    <div className={`${styles.controls} ${hidden ? styles.faded : ''}`} inert={hidden}>
      {props.panel}
      {props.info}
      {props.seekBar ?? (
        <VodSeekBar
          core={core}
          range={range}
          currentTime={currentTime}
          clock={clock}
          thumbnailsUrl={props.thumbnailsUrl ?? null}
          seekTarget={props.seekTarget ?? null}
        />
      )}
      <div className={styles.row}>
        <IconButton
          icon={playing ? playerIcons.pause : 'play'}
          label={playing ? t('player.pause') : t('player.play')}
          iconSize={30}
          onClick={() => core.togglePlay()}
        />
        {episodeButtons}
        <button
          type="button"
          className={styles.rate}
          title={t('player.fastForward', { rate: playbackRate })}
          onClick={() => core.setPlaybackRate(nextPlaybackRate(playbackRate))}
        >
          {/* Named by its content, so the name holds the rate it shows (label in name). */}
          <span className={visually.visuallyHidden}>{t('player.fastForwardAction')}</span>{' '}
          {t('player.rate', { rate: playbackRate })}
        </button>
        <IconButton
          icon={muted || volume === 0 ? playerIcons.muted : playerIcons.volume}
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
        {isLive || props.onGoToLive ? (
          <button
            type="button"
            className={`${styles.live} ${atLive ? styles.atLive : ''}`}
            aria-label={t('player.goToLive')}
            title={t('player.goToLive')}
            data-at-live={atLive}
            onClick={props.onGoToLive ?? (() => core.goToLive())}
          >
            {t('player.live')}
          </button>
        ) : (
          <span className={styles.clock}>{clock}</span>
        )}
        <span className={styles.spacer} />
        <IconButton
          icon={playerIcons.closedCaption}
          label={t('player.closedCaptions')}
          onClick={props.onToggleCaptions}
        />
        {props.myList}
        {props.onRate ? (
          <IconButton icon="star" label={t('player.rateTitle')} onClick={props.onRate} />
        ) : null}
        {props.onLock ? (
          <IconButton icon="lock" label={t('player.lock')} onClick={props.onLock} />
        ) : null}
        <IconButton
          icon={playerIcons.settings}
          label={t('player.settings')}
          aria-expanded={settingsOpen}
          aria-controls="player-settings"
          onClick={props.onToggleSettings}
        />
        {props.pictureInPicture ? (
          <IconButton
            icon={
              props.pictureInPicture.active
                ? playerIcons.pictureInPictureExit
                : playerIcons.pictureInPicture
            }
            label={props.pictureInPicture.active ? t('player.pipExit') : t('player.pipEnter')}
            aria-pressed={props.pictureInPicture.active}
            onClick={props.pictureInPicture.toggle}
          />
        ) : null}
        <IconButton
          icon={playerIcons.minimize}
          label={t('player.minimize')}
          onClick={props.onMinimize}
        />
        <IconButton
          icon={isFullscreen ? playerIcons.fullscreenExit : playerIcons.fullscreen}
          label={isFullscreen ? t('player.exitFullscreen') : t('player.enterFullscreen')}
          onClick={props.onToggleFullscreen}
        />
      </div>
    </div>
  );
}
