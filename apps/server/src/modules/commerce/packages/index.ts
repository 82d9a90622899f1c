import { declareModule } from '../../../server-module.js';
import { createChannelPricesRepository } from './channel-prices-repository.js';
import { createChannelPricesService } from './channel-prices-service.js';
import { registerStudioCommerceRoutes } from './studio-commerce-routes.js';
import { createStudioPackagesRepository } from './studio-packages-repository.js';
import { createStudioPackagesService } from './studio-packages-service.js';

export { containing } from './channel-prices-repository.js';

/** The studio's subscription packages and channel prices. */
export const studioPackagesModule = declareModule({
  name: 'packages',
  needs: ['operators'],
  build(context, { operators }) {
    const packages = createStudioPackagesService({
      packages: createStudioPackagesRepository(context.db),
      audit: operators.audit,
      now: context.now,
    });
    const channels = createChannelPricesService({
      channels: createChannelPricesRepository(context.db),
      audit: operators.audit,
    });
    return {
      api: (calls) => registerStudioCommerceRoutes(calls, { packages, channels }, operators),
    };
  },
});
