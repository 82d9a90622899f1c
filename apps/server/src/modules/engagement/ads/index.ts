import { SocketEvent } from '@marquee/contract';
import { declareModule } from '../../../server-module.js';
import { createAdsRepository } from './ads-repository.js';
import { registerAdsRoutes } from './ads-routes.js';
import { createAdsService } from './ads-service.js';
import { adsBannerHandler } from './ads-socket.js';

export { bannerImagePath } from './ads-service.js';

declare module '../../../server-module.js' {
  interface Provided {
    /** A banner's title, for its artwork. */
    ads: { bannerTitle: (id: string) => Promise<string | undefined> };
  }
}

/** Ad banners: the list call and the ads-banner event. */
export const adsModule = declareModule({
  name: 'ads',
  build(context) {
    const service = createAdsService(createAdsRepository(context.db), context.now);
    return {
      provides: { bannerTitle: (id: string) => service.bannerTitle(id) },
      api: (calls) => registerAdsRoutes(calls, service),
      sockets: { [SocketEvent.adsBanner]: adsBannerHandler(service, context.log) },
    };
  },
});
