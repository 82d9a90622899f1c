import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/routes';
import { Button } from '@/shared/ui/button';
import styles from './not-found-page.module.css';

const NOT_FOUND_CODE = 404;

/**
 * /404 and every unknown path. Go back returns one step in history, or home when an error
 * sent the user here (spec: access §2).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const fromErrorPage = (state as { fromErrorPage?: unknown } | null)?.fromErrorPage === true;
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  const goBack = () => {
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
