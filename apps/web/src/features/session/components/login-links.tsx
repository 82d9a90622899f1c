import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { useRegistrationEnabled } from '@/entities/configuration/ui/use-registration-enabled';
import styles from './login-links.module.css';

/**
 * Under the login form: forgot-password, and register only while the configuration enables
 * registration and no build flag hides it (spec: access §2).
 */
export function LoginLinks() {
  const { t } = useTranslation();
  const registration = useRegistrationEnabled();
  return (
    <div className={styles.links}>
      <Link to={paths.forgotPassword} className={styles.forgot}>
        {t('login.forgotPassword')}
      </Link>
      {registration ? (
        <p className={styles.register}>
          {t('login.noAccount')}{' '}
          <Link to={paths.register} className={styles.registerLink}>
            {t('login.register')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
