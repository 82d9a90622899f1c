import { Suspense, lazy, useCallback, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canUseHlsJs, preloadHls } from '@marquee/player-core/player-core';
import { useEscapeKey } from '../hooks/use-escape-key';
import { useLeavePlayer } from '../hooks/use-leave-player';
import { usePlayerStore } from '../stores/player-store';
import { MoviePlayer } from './movie-player';
import { TrailerPlayer } from './trailer-player';
import styles from './floating-player.module.css';

// The channel player's code loads when a channel first plays, not with a film, unless a page
// that lists channels fetched it ahead (preloadChannelPlayer).
const loadChannelPlayer = () => import('./channel-player');
const ChannelPlayer = lazy(() =>
  loadChannelPlayer().then((module) => ({ default: module.ChannelPlayer })),
);

/** Fetches the channel player's code and hls.js ahead of a likely click on a channel. */
export function preloadChannelPlayer(): Promise<unknown> {
  return Promise.all([loadChannelPlayer(), canUseHlsJs() ? preloadHls() : null]);
}

// Children's refs run first: a prompt that already took focus (Resume) keeps it.
const focusOnMount = (element: HTMLDivElement | null) => {
  if (element && !element.contains(document.activeElement)) element.focus();
};

/** The floating layer: maximised over the page or minimised in a corner, with its player. */
export function FloatingPlayer() {
  const { t } = useTranslation();
  const source = usePlayerStore((state) => state.source);
  const playerSize = usePlayerStore((state) => state.playerSize);
  const trailerPinEntered = usePlayerStore((state) => state.trailerPinEntered);
  const leave = useLeavePlayer();
  useEscapeKey(leave);
  const recordTrailerPin = useRecordTrailerPin(trailerPinEntered);

  useEffect(() => {
    // Fetch hls.js while the stream is being requested.
    if (canUseHlsJs()) void preloadHls();
  }, []);

  let title: string;
  let player: ReactNode;
  switch (source?.kind) {
    case 'film':
    case 'episode':
      title = source.vod.title;
      // A new item is a new playback: prompts, advert flags and reports start again.
      player = (
        <MoviePlayer
          key={source.vod.id}
          vod={source.vod}
          profileId={source.profileId}
          onClose={leave}
        />
      );
      break;
    case 'trailer':
      title = source.title;
      player = (
        <TrailerPlayer
          key={source.url}
          trailer={source}
          title={t('player.trailerTitle', { title })}
          onClose={leave}
          onPinEntered={recordTrailerPin}
        />
      );
      break;
    case 'live':
    case 'catchup':
      title = source.channel.title;
      // Zapping is a new channel: its checks, stream and reports start again.
      player = (
        <Suspense fallback={null}>
          <ChannelPlayer key={source.channel.id} source={source} onClose={leave} />
        </Suspense>
      );
      break;
    default:
      // Adverts play over a film or an episode, never on their own.
      return null;
  }
  const maximised = playerSize === 'maximize';
  return (
    <div
      ref={focusOnMount}
      className={`${styles.layer} ${styles[playerSize]}`}
      role={maximised ? 'dialog' : 'region'}
      aria-modal={maximised ? true : undefined}
      aria-label={t('player.label', { title })}
      tabIndex={-1}
    >
      {player}
    </div>
  );
}

/**
 * A trailer's PIN, once entered, also counts for the details page under the player: it is
 * recorded as `pinEntered` in the current history entry, which that page reads, so it opens
 * without asking again and the player returns to it unlocked.
 */
function useRecordTrailerPin(trailerPinEntered: () => void) {
  const location = useLocation();
  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  const navigate = useNavigate();
  return useCallback(() => {
    trailerPinEntered();
    const current = typeof state === 'object' && state !== null ? state : {};
    void navigate(
      { pathname, search, hash },
      { replace: true, state: { ...current, pinEntered: true } },
    );
  }, [trailerPinEntered, navigate, pathname, search, hash, state]);
}
