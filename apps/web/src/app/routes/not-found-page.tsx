import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { isFromErrorPage } from '@/shared/lib/error-page';
import { Button } from '@/shared/ui/button';
import styles from './not-found-page.module.css';

const NOT_FOUND_CODE = 404;
/** React Router's key for the location a visit started on: nothing of ours lies behind it. */
const FIRST_LOCATION_KEY = 'default';

/**
 * /404 and every unknown path. Go back leads home when an error sent the user here, otherwise
 * one step back in history, or home when there is no step to go back to (spec: access §2).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const fromErrorPage = isFromErrorPage(location.state);

  const goBack = () => {
    const canGoBack = location.key !== FIRST_LOCATION_KEY || window.history.length > 1;
    if (fromErrorPage || !canGoBack) void navigate(paths.home, { replace: true });
    else void navigate(-1);
  };

  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {NOT_FOUND_CODE}
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.message}>{t('notFound.message')}</p>
      <Button onClick={goBack}>{t('notFound.goBack')}</Button>
    </main>
  );
}

export { NotFoundPage as Component };
