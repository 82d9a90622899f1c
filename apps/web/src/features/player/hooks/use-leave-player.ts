import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/routes';
import { usePlayerStore } from '../stores/player-store';

/**
 * Leaves the player for its origin route (spec: access §2, leaving with Escape). The Play
 * button pushed the player's entry from the origin, so one step back lands there and keeps
 * history clean; a first entry (nothing to go back to) is replaced instead.
 */
export function useLeavePlayer(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const { originRoute } = usePlayerStore.getState();
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(originRoute ?? paths.home, { replace: true });
  }, [navigate]);
}
