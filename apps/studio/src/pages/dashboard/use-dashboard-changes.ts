import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { followDashboardChanges } from '@/api/studio-socket';
import { studioSession } from '@/session/studio-session';
import { dashboardKeys } from './dashboard-query';

/** Reads the dashboard again whenever the server says its figures changed. */
export function useDashboardChanges(): void {
  const queryClient = useQueryClient();
  const token = studioSession.token();
  useEffect(() => {
    if (!token) return;
    return followDashboardChanges(
      token,
      () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    );
  }, [queryClient, token]);
}
