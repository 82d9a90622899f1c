import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AuditQuery, studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import { pageFrom } from '@/ui/pager';

/** The audit log's filters as the address keeps them: `since` is a day (YYYY-MM-DD). */
export interface AuditFilters {
  action: string;
  operator: string;
  since: string;
}

/** The filters in the address, each empty when absent. */
export function filtersFrom(params: URLSearchParams): AuditFilters {
  return {
    action: params.get('action') ?? '',
    operator: params.get('operator') ?? '',
    since: params.get('since') ?? '',
  };
}

/** The start of a day in the operator's time zone, as the server takes it; undefined if no day. */
export function startOfDay(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The call's query for the address's filters and page. */
export function auditQueryFrom(params: URLSearchParams): AuditQuery {
  const { action, operator, since } = filtersFrom(params);
  const page = pageFrom(params);
  const sinceAt = startOfDay(since);
  return {
    ...(action.trim() ? { action: action.trim() } : {}),
    ...(operator.trim() ? { operator: operator.trim() } : {}),
    ...(sinceAt ? { since: sinceAt } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

/** The changes operators made, newest first, for these filters. */
export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['studio', 'audit', query],
    queryFn: ({ signal }) => studioRequest(studioApi.audit, { query, signal }),
    placeholderData: keepPreviousData,
  });
