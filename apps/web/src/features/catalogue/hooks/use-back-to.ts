import { useEffect } from 'react';
import { NavigationType, useBlocker, useNavigate } from 'react-router';

/**
 * While `active`, the browser's Back goes to `path` instead of the previous page (a TV show's
 * PIN dialog has no cancel: Back returns to /tv-shows, catalogue §4).
 */
export function useBackTo(path: string, active: boolean): void {
  const navigate = useNavigate();
  const blocker = useBlocker(({ historyAction }) => active && historyAction === NavigationType.Pop);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    void navigate(path, { replace: true });
  }, [blocker, navigate, path]);
}
