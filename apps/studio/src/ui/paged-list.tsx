import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { List } from '@marquee/contract';
import { CallFailed } from './call-failed';
import { Pager } from './pager';

/**
 * A paged list's states: loading, failed (with the server's reason), empty (`empty` says so),
 * or its items as `children` draws them, followed by the pager.
 */
export function PagedList<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<List<T>>;
  empty: string;
  children: (list: List<T>) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('app.loading')}</p>;
  if (query.isError) return <CallFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <p role="status">{empty}</p>;
  return (
    <>
      {children(query.data)}
      <Pager pager={query.data.pager} />
    </>
  );
}
