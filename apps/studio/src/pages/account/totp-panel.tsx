import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '@/session/use-operator';
import { Alert } from '@/ui/alert';
import { RecoveryCodes } from './recovery-codes';
import { TotpOn } from './totp-on';
import { TotpSetup } from './totp-setup';
import styles from './account-page.module.css';
import panel from './totp-panel.module.css';

/** The operator's second factor: set up, turned off, and its recovery codes. */
export function TotpPanel() {
  const { t } = useTranslation();
  const operator = useOperator();
  const [codes, setCodes] = useState<string[]>();
  const [turnedOff, setTurnedOff] = useState(false);
  const showCodes = (next: string[]) => {
    setTurnedOff(false);
    setCodes(next);
  };

  // Turned on or off, or the codes put away: the panel's title is where reading goes on.
  const stage = codes ? 'codes' : operator.totp_enabled ? 'on' : 'off';
  const shownStage = useRef(stage);
  useEffect(() => {
    if (shownStage.current !== stage && stage !== 'codes') {
      document.getElementById('totp-title')?.focus();
    }
    shownStage.current = stage;
  }, [stage]);

  let body;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />;
  else if (operator.totp_enabled)
    body = <TotpOn onTurnedOff={() => setTurnedOff(true)} onNewCodes={showCodes} />;
  else body = <TotpSetup onEnabled={showCodes} />;

  return (
    <section className={styles.form} aria-labelledby="totp-title">
      <h2 id="totp-title" tabIndex={-1}>
        {t('totp.title')}
      </h2>
      <p className={panel.state}>
        <strong>{operator.totp_enabled ? t('totp.statusOn') : t('totp.statusOff')}</strong>
      </p>
      {turnedOff && <Alert tone="success">{t('totp.turnedOff')}</Alert>}
      {body}
    </section>
  );
}
