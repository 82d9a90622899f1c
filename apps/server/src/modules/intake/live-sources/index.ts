import { createSafeFetch } from '../../../http/safe-fetch.js';
import type { SafeFetch } from '../../../http/upstream-types.js';
import { declareModule } from '../../../server-module.js';
import { createLiveSourcesRepository } from './live-sources-repository.js';
import { registerLiveSourcesRoutes } from './live-sources-routes.js';
import { createLiveSourcesService } from './live-sources-service.js';
import { createSourceImports } from './source-import.js';
import { createSourceSchedule } from './source-schedule.js';

declare module '../../../server-module.js' {
  interface ModuleSettings {
    /** How sources' addresses are fetched; tests hand in their own. */
    sourceFetch?: SafeFetch;
  }
}

/**
 * The studio's Live sources: M3U lists and XMLTV guides by address or upload, imported now or
 * on a schedule, and the mapping of guide channels to channels.
 */
export const liveSourcesModule = declareModule({
  name: 'live-sources',
  needs: ['operators'],
  build(context, { operators }) {
    const { db, now, log, leases, notices, settings } = context;
    const sources = createLiveSourcesRepository(db);
    const fetch =
      settings.sourceFetch ?? createSafeFetch({ allowPrivate: settings.upstreamAllowPrivate });
    const imports = createSourceImports({ db, sources, fetch, now, log, notices });
    const schedule = createSourceSchedule({ sources, imports, leases, now, log });
    const service = createLiveSourcesService({ sources, imports, audit: operators.audit, now });
    return {
      api: (calls) => registerLiveSourcesRoutes(calls, service, operators),
      onReady: () => schedule.start(),
      onClose: () => schedule.stop(),
    };
  },
});
