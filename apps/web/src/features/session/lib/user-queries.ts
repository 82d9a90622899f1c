import type { Query } from '@tanstack/react-query';
import { configurationKeys } from '@/entities/configuration';

/** Whether a cached query is the signed-in viewer's: everything but the operator's branding. */
export function isViewersQuery(query: Query): boolean {
  return query.queryKey[0] !== configurationKeys.all[0];
}
