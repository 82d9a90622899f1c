import { findFfmpeg } from '../../../ffmpeg-tools.js';
import { declareModule } from '../../../server-module.js';
import { createChannelLogoRepository } from './channel-logo-repository.js';
import { createChannelLogoService } from './channel-logo-service.js';
import { createStudioChannelsRepository } from './studio-channels-repository.js';
import { createStudioChannelsService } from './studio-channels-service.js';
import { createStudioLiveHealth } from './studio-live-health.js';
import { registerChannelLogoRoutes, registerStudioLiveRoutes } from './studio-live-routes.js';

/**
 * The studio's Live channels: channels, their logos (uploads scaled with ffmpeg), categories,
 * and the restream's health of each.
 */
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
    const logos = createChannelLogoRepository(db);
    const logoService = createChannelLogoService({
      logos,
      channel: service.get,
      tools: findFfmpeg(),
      audit: operators.audit,
    });
    return {
      api: (calls) => registerStudioLiveRoutes(calls, service, health, logoService, operators),
      routes: (app) => registerChannelLogoRoutes(app, logos),
    };
  },
});
