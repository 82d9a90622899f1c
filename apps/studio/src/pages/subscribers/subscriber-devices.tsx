import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type SubscriberDetail, type SubscriberDevice, studioApi } from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { studioRequest } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { DateTime } from '@/ui/date-time';
import { ConfirmInPlace } from '@/ui/confirm-in-place';
import { DetailSection } from './detail-section';
import { subscriberKeys } from './subscriber-queries';

const HEADING_ID = 'subscriber-devices';

/** The subscriber's devices, each removable after a confirmation; a removed one is logged out. */
export function SubscriberDevices({
  accountId,
  devices,
}: {
  accountId: number;
  devices: SubscriberDevice[];
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState<string>();
  const remove = useMutation({
    mutationFn: (device: SubscriberDevice) =>
      studioRequest(studioApi.removeSubscriberDevice, {
        params: { id: accountId, device_id: device.id },
      }),
    onSuccess: (_, device) => {
      queryClient.setQueryData<SubscriberDetail>(
        subscriberKeys.detail(accountId),
        (detail) =>
          detail && { ...detail, devices: detail.devices.filter((each) => each.id !== device.id) },
      );
      void queryClient.invalidateQueries({ queryKey: subscriberKeys.lists() });
      setRemoved(device.model);
      // The row and its button are gone: the section's heading keeps the keyboard's place.
      document.getElementById(HEADING_ID)?.focus();
    },
  });

  return (
    <DetailSection
      id={HEADING_ID}
      title={t('subscribers.devicesTitle')}
      messages={
        <>
          {remove.isError && <Alert tone="error">{errorText(remove.error)}</Alert>}
          {removed && !remove.isError && (
            <Alert tone="success">{t('subscribers.deviceRemoved', { device: removed })}</Alert>
          )}
        </>
      }
      empty={devices.length === 0 ? t('subscribers.noDevices') : undefined}
      columns={
        <>
          <th scope="col">{t('subscribers.model')}</th>
          <th scope="col">{t('subscribers.appVersion')}</th>
          <th scope="col">{t('subscribers.uid')}</th>
          <th scope="col">{t('subscribers.lastSeen')}</th>
          <th scope="col">{t('subscribers.firstLogin')}</th>
          <th scope="col">{t('subscribers.actions')}</th>
        </>
      }
    >
      {devices.map((device) => (
        <tr key={device.id}>
          <th scope="row">{device.model}</th>
          <td>{device.app_version}</td>
          <td>{device.uid}</td>
          <td>
            <DateTime value={device.last_seen_at} />
          </td>
          <td>
            <DateTime value={device.created_at} />
          </td>
          <td>
            <ConfirmInPlace
              id={`remove-device-${device.id}`}
              label={t('subscribers.remove')}
              accessibleLabel={t('subscribers.removeDevice', { device: device.model })}
              question={t('subscribers.confirmRemove', { device: device.model })}
              confirmLabel={t('subscribers.confirmRemoveButton')}
              busyLabel={t('subscribers.removing')}
              busy={remove.isPending && remove.variables.id === device.id}
              onConfirm={() => {
                setRemoved(undefined);
                remove.mutate(device);
              }}
            />
          </td>
        </tr>
      ))}
    </DetailSection>
  );
}
