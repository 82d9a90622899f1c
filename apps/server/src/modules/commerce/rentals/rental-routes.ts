import { api, notice } from '@marquee/contract';
import { Answer, type CallRegistrar } from '../../../http/route.js';
import type { RentalService } from './rental-service.js';

export function registerRentalRoutes(calls: CallRegistrar, service: RentalService): void {
  calls.call(api.playback.rentVod, {}, async ({ body, session }) => {
    const rental = await service.rent(session, {
      vodId: body.single_event_vod_id,
      profileId: body.vod_profile_id,
      duration: body.duration,
    });
    // Access §6: rent responses carry a message.
    return new Answer(rental, notice(rental.expires_at === null ? 'bought' : 'rented'));
  });
  calls.call(api.live.rentChannel, {}, async ({ body, session }) => {
    const rental = await service.rentChannel(session, {
      channelId: body.channel_id,
      profileId: body.streaming_profile_id,
      duration: body.duration,
    });
    return new Answer(rental, notice(rental.expires_at === null ? 'bought' : 'rented'));
  });
}
