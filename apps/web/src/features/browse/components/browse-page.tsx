import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { useListPage } from '../api/get-list-page';
import { useListFilters } from '../hooks/use-list-filters';
import { usePrefetchNextPage } from '../hooks/use-prefetch-next-page';
import { listKinds, type ListKind } from '../lib/list-kinds';
import { ListResults } from './list-results';
import { ListToolbar } from './list-toolbar';
import styles from './browse-page.module.css';

interface BrowsePageProps {
  kind: ListKind;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * /movies and /tv-shows (catalogue §2): genre bar, filter panel, a grid of 24 per page with
 * its pager and ad banner. The filters and the page live in the address.
 */
export function BrowsePage({ kind }: BrowsePageProps) {
  const { t } = useTranslation();
  const settings = listKinds[kind];
  const list = useListFilters(kind);
  const page = useListPage(kind, list.filters);
  usePrefetchNextPage(kind, list.filters, page.data);
  const resultsRef = useRef<HTMLElement>(null);
  const title = t(settings.title);
  const count = page.data?.pager.count ?? 0;

  const goToPage = (next: number) => {
    list.goToPage(next);
    resultsRef.current?.scrollIntoView({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {count > 0 ? <p className={styles.count}>{t('lists.titleCount', { count })}</p> : null}
      </header>
      <ListToolbar list={list} yearFilter={settings.yearFilter} />
      {list.ignored.length > 0 ? (
        <Alert tone="info" className={styles.notice}>
          {t('lists.ignoredFilters')}
        </Alert>
      ) : null}
      <section ref={resultsRef} className={styles.results} aria-label={title}>
        <ListResults settings={settings} page={page} list={list} onPage={goToPage} />
      </section>
    </div>
  );
}
