import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { type StudioLoginBody, studioApi } from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { studioRequest } from '@/api/studio-api';
import { studioSession, useSignedIn } from '@/session/studio-session';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { SecondFactorStep } from './second-factor-step';
import styles from './login-page.module.css';

/** Where a sign-in goes: the page that sent the operator here, or the console's first page. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== '/login' ? from : '/';
}

/** The console's sign-in: e-mail and password, then a second factor when the operator has one. */
export function LoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const location = useLocation();
  const signedIn = useSignedIn();
  const [form, setForm] = useState<StudioLoginBody>({ email: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<keyof StudioLoginBody, boolean>>>({});
  const [challenge, setChallenge] = useState<string>();
  const [startedOver, setStartedOver] = useState<string>();
  const login = useMutation({
    mutationFn: (body: StudioLoginBody) => studioRequest(studioApi.login, { body }),
    onSuccess: (result) => {
      if ('second_factor' in result) setChallenge(result.second_factor.challenge);
      else studioSession.start(result);
    },
  });

  if (signedIn) return <Navigate to={returnPath(location.state)} replace />;
  if (challenge) {
    const startOver = (reason?: string) => {
      setChallenge(undefined);
      setStartedOver(reason);
      setForm({ ...form, password: '' });
      login.reset();
    };
    return (
      <main className={styles.page}>
        <SecondFactorStep challenge={challenge} onStartOver={startOver} />
      </main>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = { email: !form.email.trim(), password: !form.password };
    setMissing(empty);
    if (empty.email || empty.password) return;
    setStartedOver(undefined);
    login.mutate({ email: form.email.trim(), password: form.password });
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className={styles.intro}>{t('login.intro')}</p>
        {startedOver && <Alert tone="error">{startedOver}</Alert>}
        {login.isError && <Alert tone="error">{errorText(login.error)}</Alert>}
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={form.email}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
          error={missing.email ? t('login.required') : undefined}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
          error={missing.password ? t('login.required') : undefined}
        />
        <Button disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
