import {
  declareModule,
  type ModuleContext,
  type Provided,
  type ServerModule,
} from '../../../server-module.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { TitleLoader } from '../catalogue/index.js';
import type { PlayLog, WatchingService } from '../watching/index.js';
import { createCurationRepository } from './curation-repository.js';
import { registerCurationRoutes } from './curation-routes.js';
import { createTasteRepository } from './taste-repository.js';
import { createCurationService } from './curation-service.js';
import { createStudioCurationRepository } from './studio-curation-repository.js';
import { registerStudioCurationRoutes } from './studio-curation-routes.js';
import { createStudioCurationService } from './studio-curation-service.js';

import type { CurationService } from './curation-service.js';

export { HOME_PAGE_URL, type CurationService } from './curation-service.js';

export interface CurationModuleDeps {
  titles: TitleLoader;
  plays: PlayLog;
  watching: WatchingService;
  entitlements: EntitlementsOf;
  operators: Provided['operators'];
}

/** Highlighted slides, recommendations and trending. */
function createCurationModule(context: ModuleContext, deps: CurationModuleDeps) {
  const curation = createCurationRepository(context.db);
  const service = createCurationService({
    curation,
    titles: deps.titles,
    plays: deps.plays,
    watching: deps.watching,
    taste: createTasteRepository(context.db),
  });
  const studio = createStudioCurationService({
    curation,
    studio: createStudioCurationRepository(context.db),
    audit: deps.operators.audit,
  });
  return {
    service,
    api: (calls) => {
      registerCurationRoutes(calls, service, deps.entitlements);
      registerStudioCurationRoutes(calls, studio, deps.operators);
    },
  } satisfies ServerModule & Record<string, unknown>;
}

declare module '../../../server-module.js' {
  interface Provided {
    curation: { service: CurationService };
  }
}

/** Highlighted slides, recommendations and trending (createCurationModule). */
export const curationModule = declareModule({
  name: 'curation',
  needs: ['catalogue', 'watching-records', 'watching', 'account', 'operators'],
  build(context, needs) {
    const { service, ...module } = createCurationModule(context, {
      titles: needs.catalogue.titles,
      plays: needs['watching-records'].plays,
      watching: needs.watching.service,
      entitlements: needs.account.entitlements,
      operators: needs.operators,
    });
    return { ...module, provides: { service } };
  },
});
