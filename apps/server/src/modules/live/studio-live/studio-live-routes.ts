import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { StudioChannelsService } from './studio-channels-service.js';
import type { StudioLiveHealth } from './studio-live-health.js';

/** The studio's channel calls: owners and editors change channels, support reads them. */
export function registerStudioLiveRoutes(
  calls: CallRegistrar,
  service: StudioChannelsService,
  health: StudioLiveHealth,
  operators: Provided['operators'],
): void {
  const readers = operators.requireOperator('owner', 'editor', 'support');
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.liveChannels, {}, readers, ({ query }) =>
    service.list(query.q, query.category_id, query.page),
  );
  calls.guardedCall(studioApi.liveChannel, {}, readers, ({ params }) => service.get(params.id));
  calls.guardedCall(
    studioApi.createLiveChannel,
    { message: notice('studioLiveChannelCreated') },
    editors,
    ({ session, body }) => service.create(session, body),
  );
  calls.guardedCall(
    studioApi.changeLiveChannel,
    { message: notice('studioLiveChannelSaved') },
    editors,
    ({ session, params, body }) => service.change(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.deleteLiveChannel,
    { message: notice('studioLiveChannelDeleted') },
    editors,
    async ({ session, params }) => {
      await service.remove(session, params.id);
      return null;
    },
  );
  calls.guardedCall(studioApi.liveCategories, {}, readers, () => service.categories());
  calls.guardedCall(
    studioApi.createLiveCategory,
    { message: notice('studioLiveCategorySaved') },
    editors,
    ({ session, body }) => service.createCategory(session, body),
  );
  calls.guardedCall(
    studioApi.changeLiveCategory,
    { message: notice('studioLiveCategorySaved') },
    editors,
    ({ session, params, body }) => service.changeCategory(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.deleteLiveCategory,
    { message: notice('studioLiveCategoryDeleted') },
    editors,
    async ({ session, params }) => {
      await service.removeCategory(session, params.id);
      return null;
    },
  );
  calls.guardedCall(studioApi.liveOverview, {}, readers, () => health.overview());
  calls.guardedCall(studioApi.liveHealth, {}, readers, ({ query }) =>
    health.list(query.problems === '1', query.page),
  );
}
