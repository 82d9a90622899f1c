import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DeviceListItem } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { useAccountSession } from '../hooks/use-account-session';
import { accountKeys } from './account-keys';

/** Signs a device out of the account (its token is revoked). */
export function removeDevice(id: number, signal?: AbortSignal) {
  return apiRequest(api.account.removeDevice, { body: { id }, signal });
}

export const removeDeviceMutationOptions = () =>
  mutationOptions<null, Error, DeviceListItem>({
    mutationKey: accountKeys.removeDevice(),
    mutationFn: (device) => removeDevice(device.id),
  });

/** Removes a device; removing this one logs out here as well. */
export function useRemoveDevice() {
  const { onCurrentDeviceRemoved } = useAccountSession();
  const queryClient = useQueryClient();
  return useMutation({
    ...removeDeviceMutationOptions(),
    onSuccess: (_answer, device) => {
      if (device.current) onCurrentDeviceRemoved();
      else void queryClient.invalidateQueries({ queryKey: accountKeys.devices() });
    },
  });
}
