import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studioApi } from '@marquee/contract';
import { serverText, useErrorText } from '@/api/error-text';
import { studioAnswer } from '@/api/studio-api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import styles from './subscribers.module.css';

/** Sends the subscriber the "forgot password" e-mail; the server says to whom, or why not. */
export function PasswordResetButton({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const send = useMutation({
    mutationFn: () =>
      studioAnswer(studioApi.sendSubscriberPasswordReset, { params: { id: accountId } }),
  });
  return (
    <section className={styles.section} aria-labelledby="subscriber-password">
      <h2 id="subscriber-password">{t('subscribers.passwordTitle')}</h2>
      {send.isError && <Alert tone="error">{errorText(send.error)}</Alert>}
      {send.isSuccess && (
        <Alert tone="success">
          {serverText(send.data.notice, send.data.message ?? t('subscribers.resetSent'))}
        </Alert>
      )}
      <Button
        type="button"
        look="quiet"
        className={styles.back}
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? t('subscribers.resetSending') : t('subscribers.sendReset')}
      </Button>
    </section>
  );
}
