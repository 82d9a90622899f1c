import type { ModuleContext, ServerModule } from '../../server-module.js';
import type { EntitlementsOf } from '../account/index.js';
import { createChannelRepository } from './channel-repository.js';
import { createGuideRepository } from './guide-repository.js';
import { registerLiveRoutes } from './live-routes.js';
import { createLiveService } from './live-service.js';
import { createSharedChannelPages } from './shared-channel-pages.js';

export { catchupMinutes, presentChannel } from './channel-presenter.js';
export {
  createChannelReader,
  type ChannelReader,
  type ChannelRecord,
  type ProgrammeRecord,
} from './channel-reader.js';
export type { ChannelRow } from './channel-repository.js';

export interface LiveModuleDeps {
  entitlements: EntitlementsOf;
}

/** Live TV's lists: channels, their categories, favourites, trending channels and the guide. */
export function createLiveModule(context: ModuleContext, deps: LiveModuleDeps) {
  const { db, now, notices, validateResponse } = context;
  const channels = createChannelRepository(db);
  const service = createLiveService(
    channels,
    createSharedChannelPages(channels, notices, now),
    createGuideRepository(db),
    now,
  );
  return {
    api: (api) => registerLiveRoutes(api, service, deps.entitlements, validateResponse),
  } satisfies ServerModule;
}
