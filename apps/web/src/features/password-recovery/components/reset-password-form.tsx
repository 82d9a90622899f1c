import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema, type ResetPasswordForm as Values } from '@marquee/contract';
import { paths } from '@/shared/config/routes';
import { useMessageText } from '@/shared/i18n/message-text';
import { useServerText } from '@/shared/i18n/server-text';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { buttonClassName } from '@/shared/ui/button-class';
import { TextField } from '@/shared/ui/text-field';
import { useResetPassword } from '../api/reset-password';
import styles from './recovery.module.css';

interface ResetPasswordFormProps {
  token: string;
}

/** New password twice; on success the server's message and a way to log in. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const serverText = useServerText();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm_password: '' },
  });

  const submit = handleSubmit((values) => reset.mutate({ token, ...values }));

  if (reset.isSuccess) {
    return (
      <div className={styles.form}>
        <Alert tone="success">
          <p>{serverText.text(reset.data.notice, reset.data.message) ?? t('recovery.resetDone')}</p>
        </Alert>
        <Link to={paths.login} className={buttonClassName('primary', true)}>
          {t('recovery.logIn')}
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {reset.isError ? (
        <Alert>
          <p>{serverText.errorText(reset.error) ?? t('recovery.invalidLink')}</p>
        </Alert>
      ) : null}
      <TextField
        label={t('recovery.newPassword')}
        type="password"
        autoComplete="new-password"
        error={messageText(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('recovery.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={messageText(errors.confirm_password?.message)}
        {...register('confirm_password')}
      />
      <Button type="submit" block className={styles.submit} disabled={reset.isPending}>
        {reset.isPending ? t('recovery.saving') : t('recovery.save')}
      </Button>
      <p className={styles.footer}>
        <Link to={paths.login} className={styles.link}>
          {t('recovery.backToLogin')}
        </Link>
      </p>
    </form>
  );
}
