import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type SecondFactorBody, studioApi } from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { StudioApiError, studioRequest } from '@/api/studio-api';
import { studioSession } from '@/session/studio-session';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import styles from './login-page.module.css';

const CODE_ID = 'second-factor-code';

/** Whether the server ended the challenge (too late, too many wrong codes): only a new login helps. */
const isChallengeOver = (error: unknown) =>
  error instanceof StudioApiError && error.notice?.key === 'studioChallengeExpired';

interface SecondFactorStepProps {
  challenge: string;
  /** Back to e-mail and password, with the reason when the server ended the challenge. */
  onStartOver: (reason?: string) => void;
}

/** A login's second step: a code of the authenticator app, or a recovery code. */
export function SecondFactorStep({ challenge, onStartOver }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const verify = useMutation({
    mutationFn: (body: SecondFactorBody) => studioRequest(studioApi.secondFactor, { body }),
    onSuccess: (session) => studioSession.start(session),
    onError: (error) => {
      if (isChallengeOver(error)) onStartOver(errorText(error));
    },
  });

  // The step replaces the password form: the code field is where the operator goes next.
  useEffect(() => document.getElementById(CODE_ID)?.focus(), [recovery]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(!typed);
    if (typed) verify.mutate({ challenge, code: typed });
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">{t('login.secondFactorTitle')}</h1>
      <p className={styles.intro}>{t('login.secondFactorIntro')}</p>
      {verify.isError && <Alert tone="error">{errorText(verify.error)}</Alert>}
      <TextField
        id={CODE_ID}
        label={recovery ? t('login.recoveryCode') : t('login.code')}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={missing ? t('login.required') : undefined}
      />
      <Button disabled={verify.isPending}>
        {verify.isPending ? t('login.verifying') : t('login.verify')}
      </Button>
      <div className={styles.actions}>
        <Button type="button" look="quiet" onClick={() => setRecovery(!recovery)}>
          {recovery ? t('login.useAppCode') : t('login.useRecoveryCode')}
        </Button>
        <Button type="button" look="quiet" onClick={() => onStartOver()}>
          {t('login.startOver')}
        </Button>
      </div>
    </form>
  );
}
