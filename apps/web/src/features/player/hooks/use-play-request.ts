import { useEffect, useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/config/routes';
import {
  PLAY_PARAM,
  readPlayState,
  readTrailerState,
  TRAILER_PARAM,
} from '@/shared/lib/play-navigation';
import { usePlayerStore } from '../stores/player-store';

/** Details routes that open the player when `?play` is added: films and episodes. */
const PLAYABLE_DETAILS = [paths.movie, paths.episode];
/** Details routes that open the trailer player when `?trailer` is added. */
const TRAILER_DETAILS = [paths.movie, paths.episode, paths.tvShow];

const onAnyRoute = (routes: string[], pathname: string) =>
  routes.some((route) => matchPath(route, pathname) !== null);

/**
 * Keeps the floating player in step with the URL: `?play` (or `?trailer`) on a details route
 * with the item in navigation state opens it; without the item it closes and the URL is
 * cleaned (spec: access §4, Player flow); a URL without either closes a maximised player.
 */
export function usePlayRequest(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const open = usePlayerStore((state) => state.open);
  const openTrailer = usePlayerStore((state) => state.openTrailer);
  const close = usePlayerStore((state) => state.close);
  const playState = useMemo(() => readPlayState(location.state), [location.state]);
  const trailerState = useMemo(() => readTrailerState(location.state), [location.state]);
  const query = new URLSearchParams(location.search);
  const wantsPlay = query.has(PLAY_PARAM) && onAnyRoute(PLAYABLE_DETAILS, location.pathname);
  const wantsTrailer = query.has(TRAILER_PARAM) && onAnyRoute(TRAILER_DETAILS, location.pathname);
  const { pathname } = location;

  useEffect(() => {
    if (wantsPlay && playState) {
      open({ player: 'movie', vod: playState.item, originRoute: playState.originRoute });
    } else if (wantsTrailer && trailerState) {
      openTrailer(trailerState);
    } else {
      close();
      if (wantsPlay || wantsTrailer) void navigate(pathname, { replace: true });
    }
  }, [
    wantsPlay,
    wantsTrailer,
    playState,
    trailerState,
    pathname,
    open,
    openTrailer,
    close,
    navigate,
  ]);
}
