import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address under /studio with no page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </div>
  );
}
