import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isViewersQuery } from '../lib/user-queries';
import { useSessionStore } from '../stores/session-store';

/**
 * Forgets the session on this device: the user and every query of theirs. Branding is not
 * the user's and stays. The guard then sends protected pages to /login.
 */
export function forgetSession(queryClient: QueryClient): void {
  useSessionStore.getState().logOutLocally();
  queryClient.removeQueries({ predicate: isViewersQuery });
}

/** `forgetSession` bound to the app's query client. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => forgetSession(queryClient), [queryClient]);
}
