import type { ModuleContext, ServerModule } from '../../../server-module.js';
import { createCampaignRepository } from './campaign-repository.js';
import { registerCampaignRoutes } from './campaign-routes.js';
import { createCampaignService } from './campaign-service.js';

/** Video adverts: the campaigns of a title. */
export function createCampaignsModule(context: ModuleContext) {
  const service = createCampaignService(createCampaignRepository(context.db));
  return {
    api: (api) => registerCampaignRoutes(api, service, context.validateResponse),
  } satisfies ServerModule;
}
