import type { ModuleContext, ServerModule } from '../../../server-module.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { TitleLoader } from '../catalogue/index.js';
import type { PlayLog, WatchingService } from '../watching/index.js';
import { createCurationRepository } from './curation-repository.js';
import { registerCurationRoutes } from './curation-routes.js';
import { createCurationService } from './curation-service.js';

export { HOME_PAGE_URL, type CurationService } from './curation-service.js';

export interface CurationModuleDeps {
  titles: TitleLoader;
  plays: PlayLog;
  watching: WatchingService;
  entitlements: EntitlementsOf;
}

/** Highlighted slides, recommendations and trending. */
export function createCurationModule(context: ModuleContext, deps: CurationModuleDeps) {
  const service = createCurationService({
    curation: createCurationRepository(context.db),
    titles: deps.titles,
    plays: deps.plays,
    watching: deps.watching,
  });
  return {
    service,
    api: (api) => registerCurationRoutes(api, service, deps.entitlements, context.validateResponse),
  } satisfies ServerModule & Record<string, unknown>;
}
