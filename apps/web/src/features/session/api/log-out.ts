import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { configKeys } from '@/shared/config/config-keys';
import { paths } from '@/shared/config/routes';
import { useSessionStore } from '../stores/session-store';
import { sessionKeys } from './session-keys';

/** Tells the server to end this device's session. */
export function logOut(signal?: AbortSignal) {
  return apiRequest(api.account.logout, { signal });
}

export const logOutMutationOptions = () =>
  mutationOptions<null, Error, void>({
    mutationKey: sessionKeys.logout(),
    mutationFn: () => logOut(),
  });

/** Logs out on the server, then forgets the user and their data here whatever the answer. */
export function useLogOut() {
  const logOutLocally = useSessionStore((state) => state.logOutLocally);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...logOutMutationOptions(),
    onSettled: () => {
      logOutLocally();
      // Branding is not the user's: keep it; everything else belonged to the session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== configKeys.all[0] });
      void navigate(paths.login, { replace: true });
    },
  });
}
