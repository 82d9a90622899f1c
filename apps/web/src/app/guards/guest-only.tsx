import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionStore } from '@/features/session/stores/session-store';
import { paths } from '@/shared/config/routes';

interface GuestOnlyProps {
  children: ReactNode;
}

/**
 * Pages for visitors (login): a logged-in user goes to / (to "Who's watching?" first when the
 * login found several profiles); nothing shows while unknown.
 */
export function GuestOnly({ children }: GuestOnlyProps) {
  const user = useSessionStore((state) => state.user);
  const choosing = useSessionStore((state) => state.choosingProfile);
  if (user === null) return null;
  if (user) return <Navigate to={choosing ? paths.profiles : paths.home} replace />;
  return children;
}
