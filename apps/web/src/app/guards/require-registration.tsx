import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/shared/config/routes';
import { useRegistrationEnabled } from '@/entities/configuration/ui/use-registration-enabled';

interface RequireRegistrationProps {
  children: ReactNode;
}

/**
 * The registration pages exist only while the configuration's registration module is on and no
 * build flag hides it; otherwise they lead to /login. Nothing shows while that is unknown.
 */
export function RequireRegistration({ children }: RequireRegistrationProps) {
  const enabled = useRegistrationEnabled();
  if (enabled === undefined) return null;
  if (!enabled) return <Navigate to={paths.login} replace />;
  return children;
}
