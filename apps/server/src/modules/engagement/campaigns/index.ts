import { declareModule } from '../../../server-module.js';
import { createCampaignRepository } from './campaign-repository.js';
import { registerCampaignRoutes } from './campaign-routes.js';
import { createCampaignService } from './campaign-service.js';

/** Video adverts: the campaigns of a title. */
export const campaignsModule = declareModule({
  name: 'campaigns',
  build(context) {
    const service = createCampaignService(createCampaignRepository(context.db));
    return {
      api: (calls) => registerCampaignRoutes(calls, service),
    };
  },
});
