import type { FastifyBaseLogger } from 'fastify';
import { ItemType } from '@marquee/contract';
import type { ClientEventHandlers } from '../../../realtime/realtime.js';
import type { WatchingService } from './watching-service.js';

/**
 * The vod-plays socket event, sent when the player is left: `retention_time` becomes the
 * continue-watching position of the socket's profile (from 10 s on, see savePosition). A
 * channel's (model_type 3) has no position to keep: its plays are counted by the stream call.
 */
export function vodPlaysHandler(
  service: WatchingService,
  log: FastifyBaseLogger,
): NonNullable<ClientEventHandlers['vod-plays']> {
  return async (session, event) => {
    if (event.model_type === ItemType.channel) return;
    const outcome = await service.savePosition(session, {
      vodId: event.model_id,
      stoppedTime: event.retention_time,
      duration: event.duration,
    });
    if (outcome === 'no-such-title')
      log.debug({ vodId: event.model_id }, 'vod-plays of an unknown title');
  };
}
