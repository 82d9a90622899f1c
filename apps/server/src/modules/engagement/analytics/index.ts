import type { ModuleContext, ServerModule } from '../../../server-module.js';
import type { PlayLog } from '../../catalogue/watching/index.js';
import { createAnalyticsRepository } from './analytics-repository.js';
import { registerAnalyticsRoutes } from './analytics-routes.js';
import { createAnalyticsService } from './analytics-service.js';

/** The analytics events call; title views also go to the play log (trending). */
export function createAnalyticsModule(context: ModuleContext, deps: { plays: PlayLog }) {
  const service = createAnalyticsService(
    createAnalyticsRepository(context.db),
    deps.plays,
    context.now,
  );
  return {
    api: (api) => registerAnalyticsRoutes(api, service, context.validateResponse),
  } satisfies ServerModule;
}
