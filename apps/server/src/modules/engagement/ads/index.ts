import { declareModule } from '../../../server-module.js';
import { registerAdImageRoutes } from './ad-image-routes.js';
import { createAdsRepository } from './ads-repository.js';
import { registerAdsRoutes } from './ads-routes.js';
import { createAdsService } from './ads-service.js';
import { adsBannerHandlers } from './ads-socket.js';
import { createStudioAdsRepository } from './studio-ads-repository.js';
import { registerStudioAdsRoutes } from './studio-ads-routes.js';
import { createStudioAdsService } from './studio-ads-service.js';

export { bannerImagePath } from './ads-service.js';

declare module '../../../server-module.js' {
  interface Provided {
    /** A banner's title, for its artwork. */
    ads: { bannerTitle: (id: string) => Promise<string | undefined> };
  }
}

/** Ad banners: the list call, the banners' socket events and the studio's banner calls. */
export const adsModule = declareModule({
  name: 'ads',
  needs: ['operators'],
  build(context, { operators }) {
    const ads = createAdsRepository(context.db);
    const service = createAdsService(ads, context.now);
    const studio = createStudioAdsService({
      banners: createStudioAdsRepository(context.db),
      audit: operators.audit,
    });
    return {
      provides: { bannerTitle: (id: string) => service.bannerTitle(id) },
      api: (calls) => {
        registerAdsRoutes(calls, service);
        registerStudioAdsRoutes(calls, studio, operators);
      },
      routes: (app) => registerAdImageRoutes(app, ads),
      sockets: adsBannerHandlers(service, context.log),
    };
  },
});
