import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CopyStatus } from '@/ui/copy-status';
import { useCopy } from '@/ui/use-copy';
import type { IssuedPassword } from './use-operator-changes';
import styles from './operators.module.css';

const TITLE_ID = 'one-time-password-title';

/** A one-time password just made, shown this once: copy it, then done. */
export function OneTimePassword({
  issued,
  onDone,
}: {
  issued: IssuedPassword;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { state, copy } = useCopy();
  // Shown in answer to the form or a row's reset: start reading (and tabbing) from its title.
  useEffect(() => document.getElementById(TITLE_ID)?.focus(), []);
  return (
    <section className={styles.issued} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} tabIndex={-1}>
        {t('operators.passwordTitle', { email: issued.email })}
      </h2>
      <p className={styles.muted}>{t('operators.passwordNote')}</p>
      <p className={styles.password}>
        <span>{t('operators.passwordLabel')}</span> <code>{issued.password}</code>
      </p>
      <div className={styles.actions}>
        <Button type="button" look="quiet" onClick={() => copy(issued.password)}>
          {t('operators.copyPassword')}
        </Button>
        <CopyStatus state={state} />
      </div>
      <Button type="button" className={styles.start} onClick={onDone}>
        {t('operators.done')}
      </Button>
    </section>
  );
}
