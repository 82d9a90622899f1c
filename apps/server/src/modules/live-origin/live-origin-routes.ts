import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../http/route.js';
import type { EntitlementsOf } from '../account/index.js';
import { streamViewerOf } from '../playback/index.js';
import type { ChannelStreamService } from './channel-stream-service.js';

export function registerLiveOriginRoutes(
  app: FastifyInstance,
  service: ChannelStreamService,
  entitlements: EntitlementsOf,
  validateResponse: boolean,
): void {
  registerCall(app, api.live.channelStream, { validateResponse }, async ({ body, session }) =>
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
}
