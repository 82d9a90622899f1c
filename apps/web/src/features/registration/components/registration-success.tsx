import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { buttonClassName } from '@/shared/ui/button-class';
import styles from './registration-success.module.css';

/** /success: thanks the new subscriber and leads to /login. */
export function RegistrationSuccess() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="success-title">
      <span className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="34" height="34" fill="currentColor">
          <path d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
        </svg>
      </span>
      <h1 id="success-title" className={styles.title}>
        {t('success.title')}
      </h1>
      <p className={styles.message}>{t('success.message')}</p>
      <Link to={paths.login} className={buttonClassName('primary', true)}>
        {t('success.logIn')}
      </Link>
    </section>
  );
}
