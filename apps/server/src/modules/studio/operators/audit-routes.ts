import { studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { OperatorGuard } from './operator-guard.js';
import type { StudioAudit } from './studio-audit.js';

/** The audit log's call: owners read what every operator changed. */
export function registerAuditRoutes(
  calls: CallRegistrar,
  log: Pick<StudioAudit, 'list'>,
  guard: OperatorGuard,
): void {
  calls.guardedCall(studioApi.audit, {}, guard.requireOperator('owner'), ({ query }) =>
    log.list(query),
  );
}
