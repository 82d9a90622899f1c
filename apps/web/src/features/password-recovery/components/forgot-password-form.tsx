import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@marquee/contract';
import { useMessageText } from '@/shared/i18n/message-text';
import { useServerText } from '@/shared/i18n/server-text';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmailField } from '@/shared/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import styles from './recovery.module.css';

/** The e-mail form of /forgot-password; shows the server's answer either way. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const serverText = useServerText();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(({ email }) => request.mutate(email));

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {request.isSuccess ? (
        <Alert tone="success">
          <p>{serverText.text(request.data.notice, request.data.message) ?? t('recovery.sent')}</p>
        </Alert>
      ) : null}
      {request.isError ? (
        <Alert>
          <p>{serverText.errorText(request.error) ?? t('errors.requestFailed')}</p>
        </Alert>
      ) : null}
      <EmailField
        label={t('recovery.email')}
        error={messageText(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" block className={styles.submit} disabled={request.isPending}>
        {request.isPending ? t('recovery.sending') : t('recovery.send')}
      </Button>
    </form>
  );
}
