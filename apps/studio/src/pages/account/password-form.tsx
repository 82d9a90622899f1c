import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type StudioPasswordBody, studioApi } from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { studioRequest } from '@/api/studio-api';
import { operatorQuery } from '@/session/operator-query';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import styles from './account-page.module.css';

const EMPTY = { current: '', new: '', confirm: '' };

/** Changes the operator's password; the server ends their other sessions. */
export function PasswordForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: (body: StudioPasswordBody) => studioRequest(studioApi.changePassword, { body }),
    onSuccess: (operator) => {
      queryClient.setQueryData(operatorQuery.queryKey, operator);
      setForm(EMPTY);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const differ = form.new !== form.confirm;
    setMismatch(differ);
    if (!differ) change.mutate({ current: form.current, new: form.new });
  };
  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      error={name === 'confirm' && mismatch ? t('account.mismatch') : undefined}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title">{t('account.passwordTitle')}</h2>
      {change.isError && <Alert tone="error">{errorText(change.error)}</Alert>}
      {change.isSuccess && <Alert tone="success">{t('account.changed')}</Alert>}
      {field('current', t('account.current'), 'current-password')}
      {field('new', t('account.new'), 'new-password')}
      {field('confirm', t('account.confirm'), 'new-password')}
      <Button disabled={change.isPending}>{t('account.change')}</Button>
    </form>
  );
}
