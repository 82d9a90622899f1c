import { api, notice } from '@marquee/contract';
import { notFound } from '../../../http/errors.js';
import type { CallRegistrar } from '../../../http/route.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { WatchingService } from './watching-service.js';

export function registerWatchingRoutes(
  calls: CallRegistrar,
  service: WatchingService,
  entitlements: EntitlementsOf,
): void {
  calls.call(api.playback.continueWatching, {}, async ({ query, session }) =>
    service.continueWatching(session, query, await entitlements(session)),
  );
  // Sent while a title plays and, as a keepalive request, when the page is left; a position
  // under 10 s is answered the same but not kept, as the vod-plays event does.
  calls.call(api.playback.saveProgress, {}, async ({ body, session }) => {
    const outcome = await service.savePosition(session, {
      vodId: body.single_event_vod_id,
      stoppedTime: body.stopped_time,
      duration: body.duration,
    });
    if (outcome === 'no-such-title') throw notFound(notice('titleNotFound'));
    return null;
  });
}
