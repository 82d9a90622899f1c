import type { FastifyBaseLogger } from 'fastify';
import { SocketEvent, type AdsBannerEvent } from '@marquee/contract';
import type { ClientEventHandlers, SocketSession } from '../../../realtime/realtime.js';
import type { AdsService } from './ads-service.js';

type BannerHandlers = Pick<ClientEventHandlers, 'ads-banner' | 'ads-banner-shown'>;

/**
 * The banners' socket events: ads-banner, a click or a close (one with neither flag says
 * nothing and is dropped), and ads-banner-shown, an impression. Events of unknown banners are
 * dropped.
 */
export function adsBannerHandlers(service: AdsService, log: FastifyBaseLogger): BannerHandlers {
  const record = async (session: SocketSession, event: AdsBannerEvent) => {
    const stored = await service.recordBannerEvent(session.accountId, event);
    if (!stored) log.debug({ mongoId: event.mongo_id }, 'ignored an event of an unknown banner');
  };
  return {
    [SocketEvent.adsBanner]: async (session, event) => {
      if (event.clicked || event.closed) await record(session, event);
    },
    [SocketEvent.adsBannerShown]: (session, { mongo_id }) =>
      record(session, { mongo_id, clicked: false, closed: false }),
  };
}
