import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { ForgotPasswordForm } from './forgot-password-form';
import styles from './recovery.module.css';

/** /forgot-password: asks for the account's e-mail address to start recovery. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className={styles.title}>
        {t('recovery.forgotTitle')}
      </h1>
      <p className={styles.subtitle}>{t('recovery.forgotSubtitle')}</p>
      <ForgotPasswordForm />
      <p className={styles.footer}>
        <Link to={paths.login} className={styles.link}>
          {t('recovery.backToLogin')}
        </Link>
      </p>
    </section>
  );
}
