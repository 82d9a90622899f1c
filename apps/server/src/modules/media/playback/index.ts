import { SocketEvent } from '@marquee/contract';
import {
  declareModule,
  type ModuleContext,
  type Provided,
  type ServerModule,
} from '../../../server-module.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { CatalogueRepository } from '../../catalogue/catalogue/index.js';
import type { PlayLog } from '../../catalogue/watching/index.js';
import { createPlayIssueRepository } from './play-issue-repository.js';
import { createPlaybackMetrics, type PlaybackMetrics } from './playback-metrics.js';
import { registerPlaybackRoutes } from './playback-routes.js';
import { createPlaybackService } from './playback-service.js';
import { playIssuesHandler } from './playback-socket.js';

export { assertMayPlay, assertWithinCeiling, type StreamViewer } from './playback-service.js';
export type { PlaybackMetrics, StreamKind } from './playback-metrics.js';
export { streamViewerOf } from './playback-routes.js';

interface PlaybackModuleDeps {
  catalogue: CatalogueRepository;
  plays: Pick<PlayLog, 'streamGranted'>;
  entitlements: EntitlementsOf;
  /** Signs a media URL for a device (the media module's). */
  signUrl: (url: string, deviceId: number) => string;
  /** Counts the streams handed out and refused, and the play-issues reports. */
  playback: PlaybackMetrics;
}

/** The stream call and the play-issues event. */
function createPlaybackModule(context: ModuleContext, deps: PlaybackModuleDeps) {
  const service = createPlaybackService(deps.catalogue, deps.plays, deps.signUrl);
  return {
    provides: { metrics: deps.playback },
    api: (calls) => registerPlaybackRoutes(calls, service, deps),
    sockets: {
      [SocketEvent.playIssues]: playIssuesHandler(
        createPlayIssueRepository(context.db),
        context.now,
        deps.playback,
      ),
    },
  } satisfies ServerModule & { provides: Provided['playback'] };
}

declare module '../../../server-module.js' {
  interface Provided {
    /** The playback counters, for the other stream calls (live-origin's) to feed. */
    playback: { metrics: Pick<PlaybackMetrics, 'stream'> };
  }
}

/** The stream call and the play-issues event (createPlaybackModule), and their metrics. */
export const playbackModule = declareModule({
  name: 'playback',
  needs: ['catalogue', 'watching-records', 'account', 'media'],
  metrics: createPlaybackMetrics,
  build: (context, needs, metrics) =>
    createPlaybackModule(context, {
      catalogue: needs.catalogue.repository,
      plays: needs['watching-records'].plays,
      entitlements: needs.account.entitlements,
      signUrl: needs.media.signUrl,
      playback: metrics,
    }),
});
