import type { FastifyBaseLogger } from 'fastify';
import type { ClientEventHandlers } from '../../../realtime/realtime.js';
import type { AdsService } from './ads-service.js';

/** The ads-banner socket event: a click or close of a known banner is stored, others dropped. */
export function adsBannerHandler(
  service: AdsService,
  log: FastifyBaseLogger,
): NonNullable<ClientEventHandlers['ads-banner']> {
  return async (session, event) => {
    const stored = await service.recordBannerEvent(session.accountId, event);
    if (!stored) log.debug({ mongoId: event.mongo_id }, 'ignored an event of an unknown banner');
  };
}
