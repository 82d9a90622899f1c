import type { ModuleContext, ServerModule } from '../../server-module.js';
import { createRatingRepository } from './rating-repository.js';
import { registerRatingRoutes } from './rating-routes.js';
import { createRatingService } from './rating-service.js';

/** Star ratings of films, episodes and shows. */
export function createRatingsModule(context: ModuleContext) {
  const service = createRatingService(createRatingRepository(context.db));
  return {
    api: (api) => registerRatingRoutes(api, service, context.validateResponse),
  } satisfies ServerModule;
}
