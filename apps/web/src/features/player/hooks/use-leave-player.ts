import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { leaveDestination } from '@marquee/player-core/leave-destination';
import { sourceVod } from '@marquee/player-core/player-source';
import { usePlayerStore } from '../stores/player-store';

/** Leaves the player by the Escape rules of spec access §2 (also the close button's action). */
export function useLeavePlayer(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const currentUrl = `${location.pathname}${location.search}`;
  return useCallback(() => {
    const { playerSize, openedAt, originRoute, source, close } = usePlayerStore.getState();
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const action = leaveDestination({
      playerSize,
      currentUrl,
      openedAt,
      originRoute,
      item: sourceVod(source),
      canGoBack: index > 0,
    });
    // Closed first: a minimised player stays open across pages until it is closed.
    close();
    if (action.kind === 'back') void navigate(-1);
    else if (action.kind === 'navigate') void navigate(action.to, { replace: true });
  }, [navigate, currentUrl]);
}
