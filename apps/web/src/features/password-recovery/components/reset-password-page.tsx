import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { Alert } from '@/shared/ui/alert';
import { ResetPasswordForm } from './reset-password-form';
import styles from './recovery.module.css';

/** /reset-password?token=…, reached from the recovery e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        {t('recovery.resetTitle')}
      </h1>
      <p className={styles.subtitle}>{t('recovery.resetSubtitle')}</p>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert>
            <p>{t('recovery.invalidLink')}</p>
          </Alert>
          <p className={styles.footer}>
            <Link to={paths.forgotPassword} className={styles.link}>
              {t('recovery.requestNewLink')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
