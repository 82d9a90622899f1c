import { SocketEvent } from '@marquee/contract';
import type { ModuleContext, ServerModule } from '../../../server-module.js';
import { createAdsRepository } from './ads-repository.js';
import { registerAdsRoutes } from './ads-routes.js';
import { createAdsService } from './ads-service.js';
import { adsBannerHandler } from './ads-socket.js';

export { bannerImagePath } from './ads-service.js';

/** Ad banners: the list call and the ads-banner event. */
export function createAdsModule(context: ModuleContext) {
  const service = createAdsService(createAdsRepository(context.db), context.now);
  return {
    /** A banner's title, for its artwork. */
    bannerTitle: (id: string) => service.bannerTitle(id),
    api: (api) => registerAdsRoutes(api, service, context.validateResponse),
    sockets: { [SocketEvent.adsBanner]: adsBannerHandler(service, context.log) },
  } satisfies ServerModule & Record<string, unknown>;
}
