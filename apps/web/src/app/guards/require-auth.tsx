import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSubscriptionCheck } from '@/features/session/api/check-subscription';
import { useSessionStore } from '@/features/session/stores/session-store';
import { paths } from '@/shared/config/routes';

interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Guards protected routes (spec: access §2): nothing while the login state is unknown (the
 * authorise call runs), a redirect to /login when logged out, the page otherwise. Entering a
 * protected page checks the subscription (spec: access §4 Session).
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  useSubscriptionCheck(location.pathname);
  if (user === null) return null;
  if (user === false) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children;
}
