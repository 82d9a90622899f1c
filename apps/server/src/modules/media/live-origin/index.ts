import {
  declareModule,
  type ModuleContext,
  type Provided,
  type ServerModule,
} from '../../../server-module.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import { createChannelReader } from '../../live/live/index.js';
import type { GeneratedMedia } from '../media/index.js';
import type { PlaybackMetrics } from '../playback/index.js';
import { createChannelPlays } from './channel-plays.js';
import { createChannelSchedules } from './channel-schedule.js';
import { createChannelStreamService } from './channel-stream-service.js';
import { loadAssetLibrary } from './live-assets.js';
import { createLiveOriginMedia } from './live-origin-media.js';
import { registerLiveOriginRoutes } from './live-origin-routes.js';
import { LIVE_FOLDER } from './live-paths.js';

interface LiveOriginModuleDeps {
  /** The media folder: the committed assets that channels loop are read from it at start. */
  demoMediaDir: string;
  entitlements: EntitlementsOf;
  /** Signs a media URL for a device (the media module's). */
  signUrl: (url: string, deviceId: number) => string;
  /** Serves generated media under a folder of /media/ (the media module's). */
  serveGenerated: (folder: string, source: GeneratedMedia) => void;
  /** Counts the streams handed out and refused (the playback module's metrics). */
  playback: Pick<PlaybackMetrics, 'stream'>;
  /** Channels with upstreams: their restreams and recordings. */
  restream: Provided['restream'];
}

/**
 * Live channels: the channel stream call, and the playlists under /media/live/ that its URLs
 * open, live, catch-up and start-over; computed from the clock for channels of demo media
 * (docs/decisions.md, "Live channels from arithmetic"), cut from what they received for
 * restreamed ones (media/restream).
 */
async function createLiveOriginModule(context: ModuleContext, deps: LiveOriginModuleDeps) {
  const { db, now, notices } = context;
  const channels = createChannelReader(db);
  const schedules = createChannelSchedules(await loadAssetLibrary(deps.demoMediaDir));
  const { restream } = deps;
  deps.serveGenerated(
    LIVE_FOLDER,
    createLiveOriginMedia({ channels, schedules, restream, now, notices }),
  );
  const service = createChannelStreamService({
    channels,
    plays: createChannelPlays(db),
    schedules,
    restream,
    signUrl: deps.signUrl,
    now,
  });
  return {
    api: (calls) => registerLiveOriginRoutes(calls, service, deps),
  } satisfies ServerModule & Record<string, unknown>;
}

/** Live channels from the clock (createLiveOriginModule). */
export const liveOriginModule = declareModule({
  name: 'live-origin',
  needs: ['account', 'media', 'playback', 'restream'],
  build: (context, needs) =>
    createLiveOriginModule(context, {
      demoMediaDir: context.settings.demoMediaDir,
      entitlements: needs.account.entitlements,
      signUrl: needs.media.signUrl,
      serveGenerated: needs.media.serveGenerated,
      playback: needs.playback.metrics,
      restream: needs.restream,
    }),
});
