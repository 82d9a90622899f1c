import { useTranslation } from 'react-i18next';
import type { DeviceListItem } from '@marquee/contract';
import { useServerText } from '@/shared/i18n/server-text';
import { Button } from '@/shared/ui/button';
import { ModalDialog } from '@/shared/ui/dialog/modal-dialog';
import styles from '@/shared/ui/dialog/modal-dialog.module.css';
import { useRemoveDevice } from '../api/remove-device';
import { deviceLabelOf } from '../lib/device-name';

interface DeleteDeviceDialogProps {
  /** The device to remove; null keeps the dialog closed. */
  device: DeviceListItem | null;
  onClose: () => void;
}

/** The delete-device confirmation (spec: access §2): Cancel, or Remove and sign it out. */
export function DeleteDeviceDialog({ device, onClose }: DeleteDeviceDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveDevice();
  const serverText = useServerText();
  const label = device
    ? deviceLabelOf(device.model, t('account.devices.unknown'), (browser, system) =>
        t('account.devices.browserOn', { browser, system }),
      )
    : '';
  const failure = remove.isError
    ? (serverText.errorText(remove.error) ?? t('errors.requestFailed'))
    : null;

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ModalDialog
      open={device !== null}
      title={t('account.devices.confirmTitle')}
      description={
        device?.current
          ? t('account.devices.confirmCurrent', { name: label })
          : t('account.devices.confirmOther', { name: label })
      }
      onClose={close}
    >
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={close}>
          {t('account.devices.cancel')}
        </Button>
        <Button
          className={styles.danger}
          disabled={remove.isPending}
          onClick={() => device && remove.mutate(device, { onSuccess: close })}
        >
          {remove.isPending ? t('account.devices.removing') : t('account.devices.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
