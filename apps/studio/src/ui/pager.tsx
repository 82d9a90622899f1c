import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Pager as PagerState } from '@marquee/contract';
import styles from './pager.module.css';

/** The page a list shows, from the address's `page` (1 when missing or not a page number). */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * Previous and next links of a paged list, kept in the address (`page`) beside its other
 * parameters, so that reload and back show the same page.
 */
export function Pager({ pager }: { pager: PagerState }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (pager.pageCount <= 1) return null;
  const to = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
    return { search: next.toString() };
  };
  const previous = pager.page > 1 ? pager.page - 1 : undefined;
  const next = pager.page < pager.pageCount ? pager.page + 1 : undefined;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      {previous ? (
        <Link to={to(previous)} className={styles.link}>
          {t('pager.previous')}
        </Link>
      ) : (
        <span className={styles.off}>{t('pager.previous')}</span>
      )}
      <span aria-current="page">
        {t('pager.pageOf', { page: pager.page, count: pager.pageCount })}
      </span>
      {next ? (
        <Link to={to(next)} className={styles.link}>
          {t('pager.next')}
        </Link>
      ) : (
        <span className={styles.off}>{t('pager.next')}</span>
      )}
    </nav>
  );
}
