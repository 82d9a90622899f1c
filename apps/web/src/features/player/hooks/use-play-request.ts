import { useEffect, useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/config/routes';
import {
  PLAY_PARAM,
  chosenPlayProfile,
  readPlayState,
  readTrailerState,
  TRAILER_PARAM,
} from '@/shared/lib/play-navigation';
import { vodSource } from '@marquee/player-core/player-source';
import { usePlayerStore } from '../stores/player-store';

/** Details routes that open the player when `?play` is added: films and episodes. */
const PLAYABLE_DETAILS = [paths.movie, paths.episode];
/** Routes that are the channel player themselves: their pages open it (channel-route-page). */
const CHANNEL_ROUTES = [paths.channel, paths.channels];
/** Details routes that open the trailer player when `?trailer` is added. */
const TRAILER_DETAILS = [paths.movie, paths.episode, paths.tvShow];

const onAnyRoute = (routes: string[], pathname: string) =>
  routes.some((route) => matchPath(route, pathname) !== null);

/**
 * Keeps the floating player in step with the URL: `?play` (or `?trailer`) on a details route
 * with the item in navigation state opens it; without the item it closes and the URL is
 * cleaned (spec: access §4, Player flow); a URL without either closes a maximised player, but
 * on /channels and /channels/{id}, which open the channel player themselves.
 */
export function usePlayRequest(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const open = usePlayerStore((state) => state.open);
  const close = usePlayerStore((state) => state.close);
  const playState = useMemo(() => readPlayState(location.state), [location.state]);
  const trailerState = useMemo(() => readTrailerState(location.state), [location.state]);
  const query = new URLSearchParams(location.search);
  const wantsPlay = query.has(PLAY_PARAM) && onAnyRoute(PLAYABLE_DETAILS, location.pathname);
  const wantsTrailer = query.has(TRAILER_PARAM) && onAnyRoute(TRAILER_DETAILS, location.pathname);
  const trailerPinPending = useMemo(() => isTrailerPinPending(location.state), [location.state]);
  const { pathname, search } = location;
  const onChannelRoute = onAnyRoute(CHANNEL_ROUTES, pathname);

  useEffect(() => {
    const openedAt = `${pathname}${search}`;
    if (wantsPlay && playState) {
      open({
        source: vodSource(playState.item, chosenPlayProfile(playState)?.id ?? null),
        originRoute: playState.originRoute,
        openedAt,
      });
    } else if (wantsTrailer && trailerState) {
      const { title, url, originRoute } = trailerState;
      open({
        source: { kind: 'trailer', title, url, pinPending: trailerPinPending },
        originRoute,
        openedAt,
      });
    } else if (wantsPlay || wantsTrailer) {
      close();
      void navigate(pathname, { replace: true });
    } else if (!onChannelRoute && usePlayerStore.getState().playerSize === 'maximize') {
      // A minimised player floats over the pages the viewer moves to (read here, not as a
      // dependency: maximising it there must not close it); a maximised one is the page, and
      // goes when the URL stops asking for it.
      close();
    }
  }, [
    wantsPlay,
    wantsTrailer,
    onChannelRoute,
    playState,
    trailerState,
    trailerPinPending,
    pathname,
    search,
    open,
    close,
    navigate,
  ]);
}

/**
 * Whether a trailer request's title needs the parental PIN and it was not entered on the way
 * (spec: access §4, Trailer player).
 */
function isTrailerPinPending(state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const { item, pinEntered } = state as { item?: unknown; pinEntered?: unknown };
  if (pinEntered === true || typeof item !== 'object' || item === null) return false;
  const rating = (item as { parental_rating?: { require_pin?: unknown } | null }).parental_rating;
  return rating?.require_pin === true;
}
