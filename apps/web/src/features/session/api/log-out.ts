import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { paths } from '@/shared/config/routes';
import { useForgetSession } from '../hooks/use-forget-session';
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
  const forget = useForgetSession();
  const navigate = useNavigate();
  return useMutation({
    ...logOutMutationOptions(),
    onSettled: () => {
      forget();
      void navigate(paths.login, { replace: true });
    },
  });
}
