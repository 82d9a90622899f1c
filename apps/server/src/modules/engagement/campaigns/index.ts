import { declareModule } from '../../../server-module.js';
import { createCampaignRepository } from './campaign-repository.js';
import { registerCampaignRoutes } from './campaign-routes.js';
import { createCampaignService } from './campaign-service.js';
import { createStudioCampaignRepository } from './studio-campaign-repository.js';
import { registerStudioCampaignRoutes } from './studio-campaign-routes.js';
import { createStudioCampaignService } from './studio-campaign-service.js';

/** Video adverts: the campaigns of a title, and the studio's campaign calls. */
export const campaignsModule = declareModule({
  name: 'campaigns',
  needs: ['operators'],
  build(context, { operators }) {
    const service = createCampaignService(createCampaignRepository(context.db));
    const studio = createStudioCampaignService({
      campaigns: createStudioCampaignRepository(context.db),
      audit: operators.audit,
    });
    return {
      api: (calls) => {
        registerCampaignRoutes(calls, service);
        registerStudioCampaignRoutes(calls, studio, operators);
      },
    };
  },
});
