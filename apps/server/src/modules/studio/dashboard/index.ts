import { declareModule } from '../../../server-module.js';
import { createDashboardPush } from './dashboard-push.js';
import { createDashboardRepository } from './dashboard-repository.js';
import { registerDashboardRoutes } from './dashboard-routes.js';
import { createDashboardService } from './dashboard-service.js';

/**
 * The studio's dashboard: what the service is doing now (viewers, sessions, packaging,
 * channels, errors) in one call, and a `dashboard-changed` to operators' sockets when it changes.
 */
export const dashboardModule = declareModule({
  name: 'dashboard',
  needs: ['operators', 'ingest', 'restream'],
  build(context, { operators, ingest, restream }) {
    const service = createDashboardService({
      repository: createDashboardRepository(context.db),
      ingest,
      restream,
      serverErrorsLastHour: () => context.serverErrorsLastHour(),
      now: context.now,
    });
    const push = createDashboardPush({
      read: () => service.read(),
      watchers: () => context.operatorSocketCount(),
      changed: () => context.dashboardChangedSockets(),
      log: context.log,
    });
    return {
      api: (calls) =>
        registerDashboardRoutes(calls, service, (...roles) => operators.requireOperator(...roles)),
      onReady: () => push.start(),
      onClose: () => push.stop(),
    };
  },
});
