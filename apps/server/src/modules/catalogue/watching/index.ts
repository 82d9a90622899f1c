import { SocketEvent } from '@marquee/contract';
import { declareModule, type ModuleContext, type ServerModule } from '../../../server-module.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { TitleLoader, ViewerPositions } from '../catalogue/index.js';
import type { MyListRepository } from '../my-list/index.js';
import { createPlayLog } from './play-log.js';
import {
  createWatchProgressRepository,
  withPositionsMemo,
  type WatchProgressRepository,
} from './watch-progress-repository.js';
import { registerWatchingRoutes } from './watching-routes.js';
import { createWatchingService, withPositions, type WatchingService } from './watching-service.js';
import { vodPlaysHandler } from './watching-socket.js';

export { TRENDING_WINDOW_DAYS, type PlayLog, type ViewedTitle } from './play-log.js';
export type { Viewer, WatchingService } from './watching-service.js';

/**
 * What watching keeps, apart from the titles it lists: where each profile stopped (memoised),
 * and the play log. The catalogue's lists read the positions, so these come first.
 */
function createWatchingRecords(context: ModuleContext) {
  const { db, now, notices } = context;
  const progress = withPositionsMemo(createWatchProgressRepository(db), now, notices);
  const positions: ViewerPositions = {
    positions: (viewer) => progress.positionsOf(viewer.profileId),
    fillList: async (viewer, list) =>
      list.items.length === 0
        ? list
        : {
            ...list,
            items: withPositions(list.items, await progress.positionsOf(viewer.profileId)),
          },
  };
  return { progress, plays: createPlayLog(db, now), positions };
}

export interface WatchingModuleDeps {
  records: { progress: WatchProgressRepository };
  titles: TitleLoader;
  entitlements: EntitlementsOf;
  myList: Pick<MyListRepository, 'forgetFinished'>;
}

/** Continue watching: the row, the positions the player reports, and the vod-plays event. */
function createWatchingModule(context: ModuleContext, deps: WatchingModuleDeps) {
  const watching = createWatchingService(deps.records.progress, deps.titles, context.now);
  // A film watched to the end leaves My List, when its profile asks for that.
  const service: WatchingService = {
    ...watching,
    async savePosition(viewer, position) {
      const outcome = await watching.savePosition(viewer, position);
      if (outcome === 'kept') {
        const { vodId, stoppedTime, duration } = position;
        await deps.myList.forgetFinished(viewer.profileId, vodId, stoppedTime, duration);
      }
      return outcome;
    },
  };
  return {
    service,
    api: (calls) => registerWatchingRoutes(calls, service, deps.entitlements),
    sockets: { [SocketEvent.vodPlays]: vodPlaysHandler(service, context.log) },
  } satisfies ServerModule & Record<string, unknown>;
}

declare module '../../../server-module.js' {
  interface Provided {
    'watching-records': ReturnType<typeof createWatchingRecords>;
    watching: { service: WatchingService };
  }
}

/** Where each profile stopped and the play log, which the catalogue's lists read. */
export const watchingRecordsModule = declareModule({
  name: 'watching-records',
  build: (context) => ({ provides: createWatchingRecords(context) }),
});

/** Continue watching (createWatchingModule). */
export const watchingModule = declareModule({
  name: 'watching',
  needs: ['watching-records', 'catalogue', 'account', 'my-list'],
  build(context, needs) {
    const { service, ...module } = createWatchingModule(context, {
      records: needs['watching-records'],
      titles: needs.catalogue.titles,
      entitlements: needs.account.entitlements,
      myList: needs['my-list'].repository,
    });
    return { ...module, provides: { service } };
  },
});
