import { declareModule } from '../../../server-module.js';
import { createAnalyticsRepository } from './analytics-repository.js';
import { registerAnalyticsRoutes } from './analytics-routes.js';
import { createAnalyticsService } from './analytics-service.js';

/** The analytics events call; title views also go to the play log (trending). */
export const analyticsModule = declareModule({
  name: 'analytics',
  needs: ['watching-records'],
  build(context, needs) {
    const service = createAnalyticsService(
      createAnalyticsRepository(context.db),
      needs['watching-records'].plays,
      context.now,
    );
    return {
      api: (calls) => registerAnalyticsRoutes(calls, service),
    };
  },
});
