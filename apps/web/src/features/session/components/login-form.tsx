import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/shared/i18n/message-text';
import { useServerText } from '@/shared/i18n/server-text';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { landingAfterLogin, useLogIn } from '../api/log-in';
import { loginSchema, type LoginValues } from '../lib/login-schema';
import styles from './login-form.module.css';

/**
 * Identifier and password form; on success the user is stored and sent home, or to "Who's
 * watching?" when the account has several profiles.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogIn();
  const serverText = useServerText();
  const fieldError = useMessageText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { identifier: '', password: '' },
  });

  const submit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (outcome) => void navigate(landingAfterLogin(outcome), { replace: true }),
    });
  });

  const failure = login.isError
    ? (serverText.errorText(login.error) ?? t('errors.requestFailed'))
    : null;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <TextField
        label={t('login.identifier')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.identifier?.message)}
        {...register('identifier')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" block className={styles.submit} disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
