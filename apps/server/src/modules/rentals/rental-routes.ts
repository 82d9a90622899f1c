import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { Answer, registerCall } from '../../http/route.js';
import type { RentalService } from './rental-service.js';

/** The success notification of a rent call (access §6: rent responses carry a message). */
export const RENT_MESSAGE = { rented: 'Successfully rented', bought: 'Successfully bought' };

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
    return new Answer(
      rental,
      rental.expires_at === null ? RENT_MESSAGE.bought : RENT_MESSAGE.rented,
    );
  });
}
