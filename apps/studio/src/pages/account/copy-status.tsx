import { useTranslation } from 'react-i18next';
import styles from './totp-panel.module.css';

/** What became of a copy: said politely, beside the button that made it. */
export function CopyStatus({ state }: { state: 'idle' | 'copied' | 'failed' }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={styles.status}>
      {state === 'copied' && t('totp.copied')}
      {state === 'failed' && t('totp.copyFailed')}
    </span>
  );
}
