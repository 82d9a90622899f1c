import { declareModule } from '../../../server-module.js';
import { createStudioChannelsRepository } from './studio-channels-repository.js';
import { createStudioChannelsService } from './studio-channels-service.js';
import { createStudioLiveHealth } from './studio-live-health.js';
import { registerStudioLiveRoutes } from './studio-live-routes.js';

/** The studio's Live channels: channels, categories, and the restream's health of each. */
export const studioLiveModule = declareModule({
  name: 'studio-live',
  needs: ['operators', 'restream'],
  build({ db }, { operators, restream }) {
    const channels = createStudioChannelsRepository(db);
    const service = createStudioChannelsService({
      db,
      channels,
      audit: operators.audit,
      forget: (channelId) => restream.forget(channelId),
    });
    const health = createStudioLiveHealth({ channels, status: () => restream.status() });
    return {
      api: (calls) => registerStudioLiveRoutes(calls, service, health, operators),
    };
  },
});
