import { useTranslation } from 'react-i18next';
import type { CopyState } from './use-copy';
import styles from './copy-status.module.css';

/** What became of a copy: said politely, beside the button that made it. */
export function CopyStatus({ state }: { state: CopyState }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={styles.status}>
      {state === 'copied' && t('app.copied')}
      {state === 'failed' && t('app.copyFailed')}
    </span>
  );
}
