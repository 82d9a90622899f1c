import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/api/error-text';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import styles from './totp-panel.module.css';

interface PasswordCheckProps {
  title: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks for the current password before a change to the second factor. */
export function PasswordCheck(props: PasswordCheckProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  // The button that opened this step is gone: the password is what comes next.
  useEffect(() => document.getElementById(fieldId)?.focus(), [fieldId]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password);
    if (password) props.onSubmit(password);
  };
  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-labelledby="totp-check-title">
      <h3 id="totp-check-title">{props.title}</h3>
      {props.error !== null && props.error !== undefined && (
        <Alert tone="error">{errorText(props.error)}</Alert>
      )}
      <TextField
        id={fieldId}
        label={t('account.current')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing ? t('login.required') : undefined}
      />
      <div className={styles.actions}>
        <Button disabled={props.pending}>{props.submitLabel}</Button>
        <Button type="button" look="quiet" onClick={props.onCancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}
