import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';
import { LoginLinks } from './login-links';
import styles from './login-page.module.css';

/** The /login screen's content: heading, welcome line, form, recovery and register links. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('login.title')}
      </h1>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      <LoginForm />
      <LoginLinks />
    </section>
  );
}
