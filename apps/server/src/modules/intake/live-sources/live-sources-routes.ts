import { LIVE_SOURCE_MAX_BYTES, notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { LiveSourcesService } from './live-sources-service.js';

// Base64 takes 4 characters for 3 bytes: room for the largest file and the JSON around it.
const UPLOAD_LIMIT = Math.ceil(LIVE_SOURCE_MAX_BYTES / 3) * 4 + 64 * 1024;

/** The studio's source calls: owners and editors change sources and mappings, support reads. */
export function registerLiveSourcesRoutes(
  calls: CallRegistrar,
  service: LiveSourcesService,
  operators: Provided['operators'],
): void {
  const readers = operators.requireOperator('owner', 'editor', 'support');
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.liveSources, {}, readers, () => service.list());
  calls.guardedCall(
    studioApi.createLiveSource,
    { message: notice('studioLiveSourceSaved'), bodyLimit: UPLOAD_LIMIT },
    editors,
    ({ session, body }) => service.create(session, body),
  );
  calls.guardedCall(
    studioApi.changeLiveSource,
    { message: notice('studioLiveSourceSaved'), bodyLimit: UPLOAD_LIMIT },
    editors,
    ({ session, params, body }) => service.change(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.deleteLiveSource,
    { message: notice('studioLiveSourceDeleted') },
    editors,
    async ({ session, params }) => {
      await service.remove(session, params.id);
      return null;
    },
  );
  calls.guardedCall(
    studioApi.importLiveSource,
    { message: notice('studioLiveSourceImported') },
    editors,
    ({ session, params }) => service.importNow(session, params.id),
  );
  calls.guardedCall(studioApi.liveSourceImports, {}, readers, ({ params, query }) =>
    service.history(params.id, query.page),
  );
  calls.guardedCall(studioApi.guideChannels, {}, readers, ({ query }) =>
    service.guideChannels(query.show === 'all', query.page),
  );
  calls.guardedCall(
    studioApi.mapGuideChannel,
    { message: notice('studioGuideChannelMapped') },
    editors,
    ({ session, body }) => service.map(session, body),
  );
}
