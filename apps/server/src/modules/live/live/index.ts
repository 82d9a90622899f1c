import { declareModule } from '../../../server-module.js';
import { createChannelRepository } from './channel-repository.js';
import { createVersionReader, type ChangeCounter } from '../../../db/change-counter.js';
import { onNotice } from '../../../cluster/index.js';
import { createGuideBlocks } from './guide-blocks.js';
import { createGuideRepository } from './guide-repository.js';
import { guideVersion, lineUpVersion } from './live-versions.js';
import { registerLiveRoutes } from './live-routes.js';
import { createLiveService } from './live-service.js';
import { createSharedChannelPages } from './shared-channel-pages.js';

export { channelCatchup, presentChannel } from './channel-presenter.js';
export {
  createChannelReader,
  type ChannelReader,
  type ChannelRecord,
  type ProgrammeRecord,
} from './channel-reader.js';
export type { ChannelRow } from './channel-repository.js';
export { bumpGuideVersion, bumpLineUpVersion } from './live-versions.js';

/** Live TV's lists: channels, their categories, favourites, trending channels and the guide. */
export const liveModule = declareModule({
  name: 'live',
  needs: ['account'],
  build(context, needs) {
    const { db, now, notices } = context;
    const channels = createChannelRepository(db);
    // Imports other processes announced: that version is read again at once, not within a second.
    const heard = { channels: 0, guide: 0 };
    onNotice(
      notices,
      'imported',
      ({ what }) => {
        if (what === 'channels' || what === 'guide') heard[what] += 1;
      },
      () => {
        heard.channels += 1;
        heard.guide += 1;
      },
    );
    const versionOf = (counter: ChangeCounter, heardChanges: () => number) =>
      createVersionReader(() => counter.read(db), {
        localChanges: counter.localBumps,
        heardChanges,
      });
    const service = createLiveService(
      channels,
      createSharedChannelPages(
        channels,
        versionOf(lineUpVersion, () => heard.channels),
      ),
      createGuideBlocks(
        createGuideRepository(db),
        versionOf(guideVersion, () => heard.guide),
      ),
      now,
    );
    return {
      api: (calls) => registerLiveRoutes(calls, service, needs.account.entitlements),
    };
  },
});
