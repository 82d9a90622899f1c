import { api, notice } from '@marquee/contract';
import { Answer, type CallRegistrar } from '../../../http/route.js';
import type { SessionContext } from '../../../http/session.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { LiveService, LiveViewer } from './live-service.js';

export function registerLiveRoutes(
  registrar: CallRegistrar,
  service: LiveService,
  entitlements: EntitlementsOf,
): void {
  const viewerOf = async (session: SessionContext): Promise<LiveViewer> => ({
    profileId: session.profileId,
    entitlements: await entitlements(session),
    maturityCeiling: session.maturityCeiling,
  });
  const calls = api.live;

  registrar.call(calls.channels, { memoiseParsing: true }, async ({ query, session }) =>
    service.list(query, await viewerOf(session)),
  );
  // The same for every subscriber of a ceiling: an ETag, and 304 while the tree is unchanged.
  registrar.call(calls.categories, { revalidate: true }, ({ session }) =>
    service.categories(session.maturityCeiling),
  );
  registrar.call(calls.favoriteChannels, {}, async ({ session }) =>
    service.favourites(await viewerOf(session)),
  );
  registrar.call(calls.toggleFavorite, {}, async ({ body, session }) => {
    const toggled = await service.toggleFavourite(session, body.channel_id);
    // Catalogue §8: favourite answers carry a message the web shows.
    return new Answer(toggled, notice(toggled.favorite ? 'favouriteAdded' : 'favouriteRemoved'));
  });
  registrar.call(calls.trendingChannels, {}, async ({ query, session }) =>
    service.trending(query, await viewerOf(session)),
  );
  registrar.call(calls.guide, {}, ({ query, session }) =>
    service.guide(query.filter.channel_id, query.filter, session.maturityCeiling),
  );
  registrar.call(calls.guideIndex, { memoiseParsing: true }, async ({ query, session }) =>
    service.guideIndex(query, await viewerOf(session)),
  );
}
