import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type TotpConfirmBody, studioApi } from '@marquee/contract';
import { useErrorText } from '@/api/error-text';
import { studioRequest } from '@/api/studio-api';
import { operatorQuery } from '@/session/operator-query';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { CopyStatus } from '@/ui/copy-status';
import { TextField } from '@/ui/text-field';
import { useCopy } from '@/ui/use-copy';
import { groupSecret } from './group-secret';
import { QrCode } from './qr-code';
import styles from './totp-panel.module.css';

/** Turning TOTP on: a new secret to scan or type, then a code of it; gives the recovery codes. */
export function TotpSetup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { state: copyState, copy } = useCopy();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const start = useMutation({ mutationFn: () => studioRequest(studioApi.startTotp) });
  const confirm = useMutation({
    mutationFn: (body: TotpConfirmBody) => studioRequest(studioApi.confirmTotp, { body }),
    onSuccess: ({ recovery_codes }) => {
      onEnabled(recovery_codes);
      void queryClient.invalidateQueries({ queryKey: operatorQuery.queryKey });
    },
  });

  const enrolment = start.data;
  // The "Set up" button gives way to the steps: start reading (and tabbing) from their title.
  useEffect(() => {
    if (enrolment) document.getElementById('totp-setup-title')?.focus();
  }, [enrolment]);
  if (!enrolment) {
    return (
      <div className={styles.step}>
        <p className={styles.note}>{t('totp.offIntro')}</p>
        {start.isError && <Alert tone="error">{errorText(start.error)}</Alert>}
        <Button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? t('totp.starting') : t('totp.setUp')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(!typed);
    if (typed) confirm.mutate({ code: typed });
  };
  const cancel = () => {
    start.reset();
    confirm.reset();
    setCode('');
    document.getElementById('totp-title')?.focus();
  };

  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-labelledby="totp-setup-title">
      <h3 id="totp-setup-title" tabIndex={-1}>
        {t('totp.setUpTitle')}
      </h3>
      <p className={styles.note}>{t('totp.scan')}</p>
      <QrCode value={enrolment.otpauth_url} label={t('totp.qrLabel')} />
      <p className={styles.note}>{t('totp.manual')}</p>
      <p className={styles.secret}>
        <span>{t('totp.secretLabel')}</span> <code>{groupSecret(enrolment.secret)}</code>
      </p>
      <div className={styles.actions}>
        <Button type="button" look="quiet" onClick={() => copy(enrolment.secret)}>
          {t('totp.copySecret')}
        </Button>
        <CopyStatus state={copyState} />
      </div>
      {confirm.isError && <Alert tone="error">{errorText(confirm.error)}</Alert>}
      <TextField
        label={t('totp.code')}
        hint={t('totp.codeHint')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={missing ? t('login.required') : undefined}
      />
      <div className={styles.actions}>
        <Button disabled={confirm.isPending}>
          {confirm.isPending ? t('totp.confirming') : t('totp.confirm')}
        </Button>
        <Button type="button" look="quiet" onClick={cancel}>
          {t('app.cancel')}
        </Button>
      </div>
    </form>
  );
}
