import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceListItem } from '@marquee/contract';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDevices } from '../api/get-devices';
import { AccountSection } from './account-section';
import { DeleteDeviceDialog } from './delete-device-dialog';
import { DeviceRow } from './device-row';
import styles from './devices-panel.module.css';
import { accountIcons } from './account-icons';

/** The devices signed in to the account, each removable after a confirmation. */
export function DevicesPanel() {
  const { t } = useTranslation();
  const devices = useDevices();
  const [removing, setRemoving] = useState<DeviceListItem | null>(null);

  let body;
  if (devices.isPending) {
    body = (
      <div className={styles.list} aria-busy="true">
        <Skeleton className={styles.skeleton} />
        <Skeleton className={styles.skeleton} />
      </div>
    );
  } else if (devices.isError) {
    body = (
      <div className={styles.failed}>
        <p>{t('errors.requestFailed')}</p>
        <Button variant="secondary" onClick={() => void devices.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    // This device first, then the most recently seen.
    const sorted = [...devices.data].sort(
      (a, b) =>
        Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
    );
    body = (
      <ul className={styles.list}>
        {sorted.map((device) => (
          <DeviceRow key={device.id} device={device} onRemove={() => setRemoving(device)} />
        ))}
      </ul>
    );
  }

  return (
    <AccountSection
      id="devices"
      icon={accountIcons.devices}
      title={t('account.devices.title')}
      description={t('account.devices.description')}
    >
      {body}
      <DeleteDeviceDialog device={removing} onClose={() => setRemoving(null)} />
    </AccountSection>
  );
}
