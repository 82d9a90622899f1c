import type { FastifyInstance } from 'fastify';
import { api, notice } from '@marquee/contract';
import { Answer, registerCall } from '../../../http/route.js';
import type { RentalService } from './rental-service.js';

export function registerRentalRoutes(
  app: FastifyInstance,
  service: RentalService,
  validateResponse: boolean,
): void {
  registerCall(app, api.playback.rentVod, { validateResponse }, async ({ body, session }) => {
    const rental = await service.rent(session, {
      vodId: body.single_event_vod_id,
      profileId: body.vod_profile_id,
      duration: body.duration,
    });
    // Access §6: rent responses carry a message.
    return new Answer(rental, notice(rental.expires_at === null ? 'bought' : 'rented'));
  });
  registerCall(app, api.live.rentChannel, { validateResponse }, async ({ body, session }) => {
    const rental = await service.rentChannel(session, {
      channelId: body.channel_id,
      profileId: body.streaming_profile_id,
      duration: body.duration,
    });
    return new Answer(rental, notice(rental.expires_at === null ? 'bought' : 'rented'));
  });
}
