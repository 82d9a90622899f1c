import { useRef, useState, type ReactNode, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import type { NowPlaying } from '@marquee/player-core/media-session';
import type { PlayerCore, PlayerSnapshot } from '@marquee/player-core/player-core';
import type { ShortcutContext } from '@marquee/player-core/player-shortcuts';
import { useControlsVisibility } from '../hooks/use-controls-visibility';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useMediaSession } from '../hooks/use-media-session';
import { usePictureInPicture } from '../hooks/use-picture-in-picture';
import { usePlayerKeys } from '../hooks/use-player-keys';
import { usePlayerStore } from '../stores/player-store';
import { MiniControls } from './mini-controls';
import { PlayerControls } from './player-controls';
import { PlayerMessage } from './player-message';
import { PlayerTopBar } from './player-top-bar';
import { PlayerTracks, type ExternalSubtitle } from './player-tracks';
import { PlayerExtras } from './player-extras';
import { SettingsPanel } from './settings-panel';
import { useTrackSettings } from '../hooks/use-track-settings';
import styles from './floating-player.module.css';

// A second click within this time is a double-click (fullscreen), not a play/pause.
const DOUBLE_CLICK_MS = 250;

interface PlayerSurfaceProps {
  title: string;
  /** The address being played (for "Try again"); null while the stream is being requested. */
  url: string | null;
  player: {
    videoRef: RefCallback<HTMLVideoElement>;
    core: PlayerCore | null;
    snapshot: PlayerSnapshot;
  };
  onClose: () => void;
  /** External WebVTT subtitles of the title. */
  subtitles?: ExternalSubtitle[];
  /** Prompts, adverts and badges drawn over the video. */
  overlay?: ReactNode;
  /** An advert or a prompt has the viewer's attention: no controls, no player keys. */
  blocked?: boolean;
  /** Keeps the controls up (the last 5 s of an episode). */
  forceControls?: boolean;
  episodeButtons?: ReactNode;
  /** The episode suggestions strip, drawn above the seek bar while open. */
  episodeStrip?: ReactNode;
  /** The My List button, beside the rating stars. */
  myList?: ReactNode;
  onRate?: () => void;
  onLock?: () => void;
  /** A channel's now and next, above the seek bar. */
  info?: ReactNode;
  /** A channel's programme from its start: Go to live returns to its live stream. */
  onGoToLive?: () => void;
  /** A channel's timeline, in place of the stream's seek bar. */
  seekBar?: ReactNode;
  /** The stream's trick-play thumbnails (`thumbnails_url`) for the seek bar; null: none. */
  thumbnailsUrl?: string | null;
  /** What the system's media controls show; null while something else (an advert) has them. */
  nowPlaying?: NowPlaying | null;
  /** Which keys the shortcuts help lists; a channel's up and down zap instead of the volume. */
  shortcuts?: ShortcutContext;
  /** The previous episode or channel down (P, and the system's "previous track"). */
  onPrevious?: () => void;
  /** The next episode or channel up (N, and the system's "next track"). */
  onNext?: () => void;
}

/**
 * The video with its loader, top bar, controls and settings, maximised or minimised; the
 * system's media controls, picture-in-picture, the keyboard and its help, and playback stats.
 */
export function PlayerSurface(props: PlayerSurfaceProps) {
  const { title, url, player, onClose, blocked = false, shortcuts = 'film' } = props;
  const { videoRef, core, snapshot } = player;
  const { t } = useTranslation();
  const surface = useRef<HTMLDivElement>(null);
  const clickTimer = useRef<number | undefined>(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [statsOpen, setStatsOpen] = useState(false);
  // Where the arrow keys' gathered seek will land: the seek bar previews its frame.
  const [seekTarget, setSeekTarget] = useState<number | null>(null);
  const minimised = usePlayerStore((state) => state.playerSize === 'minimize');
  const setPlayerSize = usePlayerStore((state) => state.setPlayerSize);
  const { isFullscreen, toggleFullscreen } = useFullscreen(surface);
  const { visible, reveal } = useControlsVisibility(
    snapshot.playing && !settingsOpen,
    props.forceControls || Boolean(props.episodeStrip),
  );
  const tracks = useTrackSettings(core, snapshot.tracksVersion);
  const pip = usePictureInPicture(core, snapshot.pictureInPicture, snapshot.playing, !blocked);
  useMediaSession(core, snapshot, props.nowPlaying ?? null, {
    previous: props.onPrevious,
    next: props.onNext,
    stop: onClose,
    enterPictureInPicture: pip.supported ? pip.enterAutomatically : undefined,
  });
  usePlayerKeys(core, !blocked && !minimised && !helpOpen, {
    arrowsVolume: shortcuts !== 'channel',
    onFullscreen: toggleFullscreen,
    onCaptions: tracks.toggleCaptions,
    onNext: props.onNext,
    onPrevious: props.onPrevious,
    onHelp: () => setHelpOpen(true),
    onSeekTarget: setSeekTarget,
  });
  const showLoader = !snapshot.error && (url === null || snapshot.waiting);
  const showControls = core !== null && !blocked && !snapshot.error;

  const onSurfaceClick = () => {
    window.clearTimeout(clickTimer.current);
    clickTimer.current = window.setTimeout(() => core?.togglePlay(), DOUBLE_CLICK_MS);
  };
  const onSurfaceDoubleClick = () => {
    window.clearTimeout(clickTimer.current);
    toggleFullscreen();
  };
  const errorText = snapshot.error === 'unsupported' ? t('player.unsupported') : t('player.error');

  return (
    <div
      ref={surface}
      className={`${styles.surface} ${visible ? '' : styles.idle}`}
      onPointerMove={reveal}
      onFocusCapture={reveal}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- PlayerTracks renders the <track>s */}
      <video ref={videoRef} className={styles.video} data-testid="player-video" playsInline>
        <PlayerTracks subtitles={props.subtitles ?? []} />
      </video>
      <button
        type="button"
        className={styles.hitArea}
        aria-hidden="true"
        tabIndex={-1}
        onClick={onSurfaceClick}
        onDoubleClick={onSurfaceDoubleClick}
      />
      {showLoader ? (
        <div className={styles.center}>
          <Spinner label={t('player.loading')} size={56} />
        </div>
      ) : null}
      {snapshot.error ? (
        <PlayerMessage
          message={errorText}
          hint={snapshot.error === 'playback' ? t('player.errorHint') : null}
          action={
            snapshot.error === 'playback' && url && core
              ? { label: t('player.retry'), onClick: () => void core.retry(url) }
              : null
          }
        />
      ) : null}
      {props.overlay}
      <PlayerExtras
        core={core}
        minimised={minimised}
        pictureInPicture={pip.active}
        onLeavePictureInPicture={pip.toggle}
        statsOpen={statsOpen && showControls}
        onCloseStats={() => setStatsOpen(false)}
        helpOpen={helpOpen}
        shortcuts={shortcuts}
        onCloseHelp={() => setHelpOpen(false)}
      />
      {minimised ? (
        core ? (
          <MiniControls
            core={core}
            snapshot={snapshot}
            onMaximize={() => setPlayerSize('maximize')}
            onClose={onClose}
          />
        ) : null
      ) : (
        <>
          <PlayerTopBar title={title} onClose={onClose} hidden={!visible && !blocked} />
          {showControls && settingsOpen ? (
            <SettingsPanel
              subtitles={tracks.subtitles}
              audio={tracks.audio}
              playbackRate={snapshot.playbackRate}
              onSubtitle={tracks.chooseSubtitle}
              onAudio={tracks.chooseAudio}
              onSpeed={(rate) => core.setPlaybackRate(rate)}
              statsOpen={statsOpen}
              onToggleStats={() => setStatsOpen((open) => !open)}
            />
          ) : null}
          {showControls ? (
            <PlayerControls
              core={core}
              snapshot={snapshot}
              hidden={!visible}
              isFullscreen={isFullscreen}
              onToggleFullscreen={toggleFullscreen}
              settingsOpen={settingsOpen}
              onToggleSettings={() => setSettingsOpen((open) => !open)}
              onToggleCaptions={tracks.toggleCaptions}
              onMinimize={() => setPlayerSize('minimize')}
              episodeButtons={props.episodeButtons}
              panel={props.episodeStrip}
              myList={props.myList}
              onRate={props.onRate}
              onLock={props.onLock}
              info={props.info}
              seekBar={props.seekBar}
              thumbnailsUrl={props.thumbnailsUrl}
              seekTarget={seekTarget}
              onGoToLive={props.onGoToLive}
              pictureInPicture={pip.supported ? pip : null}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
