import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import { streamViewerOf, type PlaybackMetrics, type StreamKind } from '../playback/index.js';
import type { ChannelStreamService } from './channel-stream-service.js';

export function registerLiveOriginRoutes(
  calls: CallRegistrar,
  service: ChannelStreamService,
  {
    entitlements,
    playback,
  }: { entitlements: EntitlementsOf; playback: Pick<PlaybackMetrics, 'stream'> },
): void {
  calls.call(api.live.channelStream, {}, ({ body, session }) => {
    const kind: StreamKind =
      body.epg_programme_id !== undefined
        ? 'programme'
        : body.from_timestamp !== undefined
          ? 'moment'
          : 'live';
    return playback.stream(kind, async () =>
      service.stream(
        {
          channelId: body.channel_id,
          profileId: body.streaming_profile_id,
          programmeId: body.epg_programme_id,
          from: body.from_timestamp,
        },
        await streamViewerOf(entitlements, session),
      ),
    );
  });
}
