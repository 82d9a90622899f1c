import { useEffect } from 'react';
import { Status } from '@marquee/contract';
import { isApiError } from '@/shared/api/api-error';
import { useSessionStore } from '../stores/session-store';
import { getAuthorization } from '../api/get-authorization';

/**
 * While the login state is unknown (a user is stored but not confirmed), asks the server to
 * authorise it: success with a token logs in, anything else logs out (spec: access §4 Login).
 * Status -1 is left to the silent re-login, which logs out itself if it fails.
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
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === Status.relogin) return;
        logOutLocally();
      });
    return () => controller.abort();
  }, [user, logIn, logOutLocally]);
}
