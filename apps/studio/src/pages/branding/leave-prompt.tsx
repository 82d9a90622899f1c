import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import styles from './branding-page.module.css';

/** Asks whether to leave the page and lose the unsaved changes, when a move was held back. */
export function LeavePrompt({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  if (blocker.state !== 'blocked') return null;
  return (
    <Alert tone="error">
      <p className={styles.leaveText}>{t('branding.leaveQuestion')}</p>
      <div className={styles.actions}>
        <Button type="button" look="danger" onClick={() => blocker.proceed()}>
          {t('branding.leave')}
        </Button>
        <Button type="button" look="quiet" onClick={() => blocker.reset()}>
          {t('branding.stay')}
        </Button>
      </div>
    </Alert>
  );
}
