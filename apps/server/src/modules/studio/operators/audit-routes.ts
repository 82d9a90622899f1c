import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { AuditLog } from './audit-log.js';
import type { OperatorGuard } from './operator-guard.js';

/** The audit log's call: owners read what every operator changed. */
export function registerAuditRoutes(
  calls: CallRegistrar,
  log: AuditLog,
  guard: OperatorGuard,
): void {
  calls.guardedCall(api.studio.audit, {}, guard.requireOperator('owner'), ({ query }) =>
    log.list(query),
  );
}
