import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onEnvelope } from '@/shared/api/api-client';
import { i18n } from '@/shared/i18n/i18n';
import { messageKeyOf } from '@/shared/i18n/message-text';
import { reloadPage } from '@/shared/lib/reload-page';
import { storage } from '@/shared/storage/storage';
import { notify } from '@/shared/ui/notify';
import { checkDeviceToken } from '../api/check-device-token';
import { relogin } from '../api/relogin';
import { createSessionController } from '../lib/session-controller';
import { useSessionStore } from '../stores/session-store';
import { forgetSession } from './use-forget-session';
import { useRealtimeSession } from './use-realtime-session';

/**
 * Applies the session rules (spec: access §4 Session, §8) to every response the API client
 * sees and to the socket's force-logout. Logging out is enough to reach /login: the guard
 * redirects as soon as the user is false.
 */
export function useSessionRules(): void {
  const queryClient = useQueryClient();
  const [controller] = useState(() =>
    createSessionController({
      now: () => Date.now(),
      getUser: () => useSessionStore.getState().user,
      getStoredUser: () => storage.user.get(),
      logOutLocally: () => forgetSession(queryClient),
      storeUser: (user) => useSessionStore.getState().logIn(user),
      warn: (message) => {
        // A known server text shows in the interface language; others as they came.
        const key = messageKeyOf(message);
        notify('warning', key ? i18n.t(key) : message);
      },
      checkDeviceToken: () => checkDeviceToken(),
      relogin: (body) => relogin(body),
      reload: reloadPage,
    }),
  );
  useEffect(() => onEnvelope(controller.handleEnvelope), [controller]);
  useRealtimeSession(controller.handleForceLogout);
}
