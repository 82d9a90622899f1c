import { useEffect, useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/config/routes';
import { PLAY_PARAM, readPlayState } from '@/shared/lib/play-navigation';
import { usePlayerStore } from '../stores/player-store';

/** Details routes that open the player when `?play` is added: films and episodes. */
const PLAYABLE_DETAILS = [paths.movie, paths.episode];

/**
 * Keeps the floating player in step with the URL: `?play` on a details route with an item in
 * navigation state opens it; `?play` without an item closes it and cleans the URL (spec:
 * access §4, Player flow); a URL without `?play` closes a maximised player.
 */
export function usePlayRequest(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const open = usePlayerStore((state) => state.open);
  const close = usePlayerStore((state) => state.close);
  const playState = useMemo(() => readPlayState(location.state), [location.state]);
  const wantsPlay = new URLSearchParams(location.search).has(PLAY_PARAM);
  const onDetails = PLAYABLE_DETAILS.some((route) => matchPath(route, location.pathname) !== null);
  const { pathname } = location;

  useEffect(() => {
    if (!wantsPlay || !onDetails) {
      close();
      return;
    }
    if (playState) {
      open({ player: 'movie', vod: playState.item, originRoute: playState.originRoute });
    } else {
      close();
      void navigate(pathname, { replace: true });
    }
  }, [wantsPlay, onDetails, playState, pathname, open, close, navigate]);
}
