import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canUseHlsJs, preloadHls } from '../core/player-core';
import { useEscapeKey } from '../hooks/use-escape-key';
import { useLeavePlayer } from '../hooks/use-leave-player';
import { usePlayerStore } from '../stores/player-store';
import { MoviePlayer } from './movie-player';
import styles from './floating-player.module.css';

const focusOnMount = (element: HTMLDivElement | null) => element?.focus();

/** The floating layer: maximised over the page, with the film player inside. */
export function FloatingPlayer() {
  const { t } = useTranslation();
  const vod = usePlayerStore((state) => state.selectedVod);
  const playerSize = usePlayerStore((state) => state.playerSize);
  const leave = useLeavePlayer();
  useEscapeKey(leave);

  useEffect(() => {
    // Fetch hls.js while the stream is being requested.
    if (canUseHlsJs()) void preloadHls();
  }, []);

  if (!vod) return null;
  return (
    <div
      ref={focusOnMount}
      className={`${styles.layer} ${styles[playerSize]}`}
      role="dialog"
      aria-modal="true"
      aria-label={t('player.label', { title: vod.title })}
      tabIndex={-1}
    >
      <MoviePlayer vod={vod} onClose={leave} />
    </div>
  );
}
