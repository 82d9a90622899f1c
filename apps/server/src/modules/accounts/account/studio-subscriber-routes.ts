import { notice, studioApi } from '@marquee/contract';
import { Answer, type CallGuard, type CallRegistrar } from '../../../http/route.js';
import type { StudioCaller, StudioSubscriberService } from './studio-subscriber-service.js';

/** The studio's subscriber calls (/api/studio/subscribers): owners and support make them. */
export function registerStudioSubscriberRoutes(
  calls: CallRegistrar,
  service: StudioSubscriberService,
  guard: CallGuard<StudioCaller>,
): void {
  calls.guardedCall(studioApi.subscribers, {}, guard, ({ query }) =>
    service.list(query.search, query.page, query.limit),
  );

  calls.guardedCall(studioApi.subscriber, {}, guard, ({ params }) => service.detail(params.id));

  calls.guardedCall(
    studioApi.removeSubscriberDevice,
    { message: notice('deviceRemoved') },
    guard,
    async ({ params, session }) => {
      await service.removeDevice(session, params.id, params.device_id);
      return null;
    },
  );

  calls.guardedCall(
    studioApi.sendSubscriberPasswordReset,
    {},
    guard,
    async ({ params, session }) =>
      new Answer(null, await service.sendPasswordReset(session, params.id)),
  );
}
