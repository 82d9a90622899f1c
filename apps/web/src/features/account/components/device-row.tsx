import { useTranslation } from 'react-i18next';
import type { DeviceListItem } from '@marquee/contract';
import { Icon } from '@/shared/ui/icon';
import { formatDate } from '../lib/account-format';
import { deviceLabelOf } from '../lib/device-name';
import styles from './devices-panel.module.css';
import { accountIcons } from './account-icons';

interface DeviceRowProps {
  device: DeviceListItem;
  onRemove: () => void;
}

/** One signed-in device: its name, when it was last seen, and a Remove button. */
export function DeviceRow({ device, onRemove }: DeviceRowProps) {
  const { t, i18n } = useTranslation();
  const label = deviceLabelOf(device.model, t('account.devices.unknown'), (browser, system) =>
    t('account.devices.browserOn', { browser, system }),
  );
  return (
    <li className={styles.row}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={device.current ? 'check' : accountIcons.devices} size={22} />
      </span>
      <div className={styles.info}>
        <p className={styles.name}>
          {label}
          {device.current ? (
            <span className={styles.current}>{t('account.devices.thisDevice')}</span>
          ) : null}
        </p>
        <p className={styles.meta}>
          <span>
            {t('account.devices.lastSeen', {
              date: formatDate(device.last_seen_at, i18n.language),
            })}
          </span>
          <span className={styles.version}>
            {t('account.devices.version', { version: device.app_version })}
          </span>
        </p>
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={t('account.devices.removeNamed', { name: label })}
      >
        <Icon name={accountIcons.trash} size={20} />
        <span className={styles.removeText}>{t('account.devices.remove')}</span>
      </button>
    </li>
  );
}
