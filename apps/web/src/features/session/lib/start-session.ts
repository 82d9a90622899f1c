import type { QueryClient } from '@tanstack/react-query';
import { SocketEvent, Status } from '@marquee/contract';
import { onEnvelope } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { serverText } from '@/shared/i18n/server-text';
import { reloadPage } from '@/shared/lib/reload-page';
import { onRealtime } from '@/shared/realtime/realtime-socket';
import { storage } from '@/shared/storage/storage';
import { notify } from '@/shared/ui/notify';
import { checkDeviceToken } from '../api/check-device-token';
import { getAuthorization } from '../api/get-authorization';
import { relogin } from '../api/relogin';
import { forgetSession } from '../hooks/use-forget-session';
import { useSessionStore } from '../stores/session-store';
import { createSessionController } from './session-controller';

/**
 * While the login state is unknown (a user is stored but not confirmed), asks the server to
 * authorise it: success with a token logs in, anything else logs out (spec: access §4 Login).
 * Status -1 is left to the silent re-login, which logs out itself if it fails.
 */
function authorizeStoredUser(): void {
  const { user, logIn, logOutLocally } = useSessionStore.getState();
  if (user !== null) return;
  getAuthorization()
    .then((data) => (data.token ? logIn(data) : logOutLocally()))
    .catch((error: unknown) => {
      if (isApiError(error) && error.status === Status.relogin) return;
      logOutLocally();
    });
}

/**
 * Starts the session for the visit, before anything is drawn (main.tsx): the session rules
 * (spec: access §4 Session, §8) on every response the API client sees, the first ones included,
 * and on the socket's force-logout; then the authorise call while the login state is unknown,
 * alongside the page's own first calls rather than after its code. Logging out is enough to
 * reach /login: the guard redirects as soon as the user is false. Returns what stops the rules.
 */
export function startSession(queryClient: QueryClient): () => void {
  const controller = createSessionController({
    now: () => Date.now(),
    getUser: () => useSessionStore.getState().user,
    getStoredUser: () => storage.user.get(),
    logOutLocally: () => forgetSession(queryClient),
    storeUser: (user) => useSessionStore.getState().logIn(user),
    warn: (message, notice) => {
      // A notice shows in the interface language; a text without one as it came, and so does
      // one that arrives before the dictionary.
      notify('warning', serverText(notice, message) ?? message);
    },
    checkDeviceToken: () => checkDeviceToken(),
    relogin: (body) => relogin(body),
    reload: reloadPage,
  });
  const stopEnvelopes = onEnvelope(controller.handleEnvelope);
  const stopForceLogout = onRealtime(SocketEvent.forceLogout, controller.handleForceLogout);
  authorizeStoredUser();
  return () => {
    stopEnvelopes();
    stopForceLogout();
  };
}
