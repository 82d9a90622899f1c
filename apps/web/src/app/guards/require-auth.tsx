import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '@/features/session/stores/session-store';
import { paths } from '@/shared/config/routes';

interface RequireAuthProps {
  children: ReactNode;
}

/**
 * Guards protected routes (spec: access §2): nothing while the login state is unknown,
 * a redirect to /login when logged out, the page otherwise.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  if (user === null) return null;
  if (user === false) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return children;
}
