import { useTranslation } from 'react-i18next';
import { useOperator } from '@/session/use-operator';
import { Alert } from '@/ui/alert';
import { PasswordForm } from './password-form';
import { TotpPanel } from './totp-panel';
import styles from './account-page.module.css';

/** The operator's own account: their password (and, once set up, their second factor). */
export function AccountPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  return (
    <div className={styles.page}>
      <h1>{t('account.title')}</h1>
      {operator.must_change_password && <Alert tone="error">{t('account.mustChange')}</Alert>}
      <PasswordForm />
      {!operator.must_change_password && <TotpPanel />}
    </div>
  );
}
