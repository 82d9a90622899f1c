import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onEnvelope } from '@/shared/api/api-client';
import { configKeys } from '@/shared/config/config-keys';
import { useSessionStore } from '../stores/session-store';
import { sessionActionFor } from '../lib/session-rules';

/**
 * Applies the session rules to every response the API client sees. Logging out is enough to
 * reach /login: the guard redirects as soon as the user is false. Still to come (later issue):
 * the warning with the server message, the device-token check throttled to once per 4 s, the
 * silent re-login for status -1 and the socket's force-logout.
 */
export function useSessionRules(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onEnvelope((event) => {
        if (sessionActionFor(event) !== 'log-out') return;
        const { user, logOutLocally } = useSessionStore.getState();
        if (user === false) return;
        logOutLocally();
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== configKeys.all[0],
        });
      }),
    [queryClient],
  );
}
