import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../http/route.js';
import type { EntitlementsOf } from '../account/index.js';
import type { PlaybackService } from './playback-service.js';

export function registerPlaybackRoutes(
  app: FastifyInstance,
  service: PlaybackService,
  entitlements: EntitlementsOf,
  validateResponse: boolean,
): void {
  registerCall(app, api.vod.stream, { validateResponse }, async ({ body, session }) =>
    service.stream(body.single_event_vod_id, body.vod_profile_id, {
      ...(await entitlements(session)),
      accountId: session.accountId,
      deviceId: session.deviceId,
    }),
  );
}
