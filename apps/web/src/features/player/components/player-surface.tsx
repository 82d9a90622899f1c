import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useControlsVisibility } from '../hooks/use-controls-visibility';
import { usePlayerCore } from '../hooks/use-player-core';
import { usePlayerKeys } from '../hooks/use-player-keys';
import { PlayerControls } from './player-controls';
import { PlayerMessage } from './player-message';
import { PlayerTopBar } from './player-top-bar';
import styles from './floating-player.module.css';

interface PlayerSurfaceProps {
  title: string;
  /** The HLS address; null while the stream is being requested. */
  url: string | null;
  onClose: () => void;
}

/** The video with its loader, top bar and controls. */
export function PlayerSurface({ title, url, onClose }: PlayerSurfaceProps) {
  const { t } = useTranslation();
  const { videoRef, core, snapshot } = usePlayerCore(url);
  const { visible, reveal } = useControlsVisibility(snapshot.playing);
  usePlayerKeys(core);
  const showLoader = !snapshot.error && (url === null || snapshot.waiting);

  return (
    <div
      className={`${styles.surface} ${visible ? '' : styles.idle}`}
      onPointerMove={reveal}
      onFocusCapture={reveal}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- subtitle tracks come with the settings panel (later issue) */}
      <video ref={videoRef} className={styles.video} data-testid="player-video" playsInline />
      <button
        type="button"
        className={styles.hitArea}
        aria-hidden="true"
        tabIndex={-1}
        onClick={() => core?.togglePlay()}
      />
      {showLoader ? (
        <div className={styles.center}>
          <Spinner label={t('player.loading')} size={56} />
        </div>
      ) : null}
      {snapshot.error ? <PlayerMessage message={t('player.error')} /> : null}
      <PlayerTopBar title={title} onClose={onClose} hidden={!visible} />
      {core ? <PlayerControls core={core} snapshot={snapshot} hidden={!visible} /> : null}
    </div>
  );
}
