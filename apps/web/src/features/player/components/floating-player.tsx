import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canUseHlsJs, preloadHls } from '../core/player-core';
import { useEscapeKey } from '../hooks/use-escape-key';
import { useLeavePlayer } from '../hooks/use-leave-player';
import { usePlayerStore } from '../stores/player-store';
import { MoviePlayer } from './movie-player';
import { PlayerSurface } from './player-surface';
import styles from './floating-player.module.css';

const focusOnMount = (element: HTMLDivElement | null) => element?.focus();

/** The floating layer: maximised over the page, with the film or trailer player inside. */
export function FloatingPlayer() {
  const { t } = useTranslation();
  const vod = usePlayerStore((state) => state.selectedVod);
  const trailer = usePlayerStore((state) => state.selectedTrailer);
  const playerSize = usePlayerStore((state) => state.playerSize);
  const leave = useLeavePlayer();
  useEscapeKey(leave);

  useEffect(() => {
    // Fetch hls.js while the stream is being requested.
    if (canUseHlsJs()) void preloadHls();
  }, []);

  const title = vod?.title ?? trailer?.title;
  if (title === undefined) return null;
  return (
    <div
      ref={focusOnMount}
      className={`${styles.layer} ${styles[playerSize]}`}
      role="dialog"
      aria-modal="true"
      aria-label={t('player.label', { title })}
      tabIndex={-1}
    >
      {vod ? (
        <MoviePlayer vod={vod} onClose={leave} />
      ) : (
        <PlayerSurface
          title={t('player.trailerTitle', { title })}
          url={trailer?.url ?? null}
          onClose={leave}
        />
      )}
    </div>
  );
}
