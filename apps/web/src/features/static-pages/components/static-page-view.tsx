import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { slugSchema } from '@marquee/contract';
import { ApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/routes';
import { errorPageState } from '@/shared/lib/error-page';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { useStaticPage } from '../api/get-static-page';
import styles from './static-page-view.module.css';

/** /page/{slug}: an operator's static page (about, terms, help). Unknown pages are a 404. */
export function StaticPageView({ slug }: { slug: string }) {
  if (!slugSchema.safeParse(slug).success)
    return <Navigate to={paths.notFound} state={errorPageState} replace />;
  return <LoadedStaticPage slug={slug} />;
}

function LoadedStaticPage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const page = useStaticPage(slug);

  if (page.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={t('staticPage.loading')}>
        <Skeleton className={styles.loadingTitle} />
        <Skeleton className={styles.loadingText} />
      </div>
    );
  }
  if (page.error instanceof ApiError && page.error.httpStatus === 404) {
    return <Navigate to={paths.notFound} state={errorPageState} replace />;
  }
  if (!page.data) {
    return (
      <div className={styles.page}>
        <EmptyState message={t('errors.requestFailed')} />
        <Button variant="secondary" onClick={() => void page.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const updated = new Date(page.data.updated_at);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{page.data.title}</h1>
      {Number.isNaN(updated.getTime()) ? null : (
        <p className={styles.updated}>
          {t('staticPage.updated', {
            date: updated.toLocaleDateString(i18n.language, { dateStyle: 'long' }),
          })}
        </p>
      )}
      {page.data.body
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {paragraph.trim()}
          </p>
        ))}
    </article>
  );
}
