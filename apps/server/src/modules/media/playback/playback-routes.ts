import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { EntitlementsOf, SessionContext } from '../../accounts/account/index.js';
import type { PlaybackService, StreamViewer } from './playback-service.js';
import type { PlaybackMetrics } from './playback-metrics.js';

/** The session asking for a stream, with what it may watch. */
export async function streamViewerOf(
  entitlements: EntitlementsOf,
  session: SessionContext,
): Promise<StreamViewer> {
  return {
    ...(await entitlements(session)),
    accountId: session.accountId,
    deviceId: session.deviceId,
    maturityCeiling: session.maturityCeiling,
  };
}

export function registerPlaybackRoutes(
  calls: CallRegistrar,
  service: PlaybackService,
  { entitlements, playback }: { entitlements: EntitlementsOf; playback: PlaybackMetrics },
): void {
  calls.call(api.vod.stream, {}, ({ body, session }) =>
    playback.stream('vod', async () =>
      service.stream(
        body.single_event_vod_id,
        body.vod_profile_id,
        await streamViewerOf(entitlements, session),
      ),
    ),
  );
}
