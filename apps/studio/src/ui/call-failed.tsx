import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/api/error-text';
import { Alert } from './alert';
import { Button } from './button';
import styles from './call-failed.module.css';

/** Why a call failed, in the server's words, with a way to make it again. */
export function CallFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className={styles.failed}>
      <Alert tone="error">{errorText(error)}</Alert>
      <Button type="button" look="quiet" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
