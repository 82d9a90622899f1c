import { useEffect } from 'react';
import { useSessionStore } from '../stores/session-store';
import { getAuthorization } from '../api/get-authorization';

/**
 * While the login state is unknown (a user is stored but not confirmed), asks the server to
 * authorise it: success with a token logs in, anything else logs out (spec: access §4 Login).
 */
export function useAuthorizeOnStart(): void {
  const user = useSessionStore((state) => state.user);
  const logIn = useSessionStore((state) => state.logIn);
  const logOutLocally = useSessionStore((state) => state.logOutLocally);

  useEffect(() => {
    if (user !== null) return;
    const controller = new AbortController();
    getAuthorization(controller.signal)
      .then((data) => (data.token ? logIn(data) : logOutLocally()))
      .catch(() => {
        if (!controller.signal.aborted) logOutLocally();
      });
    return () => controller.abort();
  }, [user, logIn, logOutLocally]);
}
