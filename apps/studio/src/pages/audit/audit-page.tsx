import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/ui/paged-list';
import { AuditFiltersForm } from './audit-filters-form';
import { auditQuery, auditQueryFrom, filtersFrom, type AuditFilters } from './audit-query';
import { AuditTable } from './audit-table';
import styles from './audit.module.css';

/** What operators changed, newest first, filtered by action, operator and day. */
export function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const log = useQuery(auditQuery(auditQueryFrom(params)));
  const filters = filtersFrom(params);
  const filtered = Boolean(filters.action || filters.operator || filters.since);

  const apply = (next: AuditFilters) => {
    const search = new URLSearchParams();
    for (const key of ['action', 'operator', 'since'] as const) {
      if (next[key].trim()) search.set(key, next[key].trim());
    }
    setParams(search);
  };

  return (
    <div className={styles.page}>
      <h1>{t('audit.title')}</h1>
      {/* Back and forward change the address: the form starts again from it. */}
      <AuditFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      <PagedList query={log} empty={filtered ? t('audit.noMatch') : t('audit.none')}>
        {(list) => (
          <AuditTable
            entries={list.items}
            caption={t('audit.count', { count: list.pager.count })}
          />
        )}
      </PagedList>
    </div>
  );
}
