import { operatorRoles, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { DashboardService } from './dashboard-service.js';

/** The dashboard's call: every role reads it. */
export function registerDashboardRoutes(
  calls: CallRegistrar,
  service: DashboardService,
  requireOperator: Provided['operators']['requireOperator'],
): void {
  calls.guardedCall(studioApi.dashboard, {}, requireOperator(...operatorRoles), () =>
    service.read(),
  );
}
