import type { FastifyInstance } from 'fastify';
import { api, notice } from '@marquee/contract';
import { Answer, registerCall } from '../../../http/route.js';
import type { SessionContext } from '../../../http/session.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { LiveService, LiveViewer } from './live-service.js';

export function registerLiveRoutes(
  app: FastifyInstance,
  service: LiveService,
  entitlements: EntitlementsOf,
  validateResponse: boolean,
): void {
  const options = { validateResponse };
  const viewerOf = async (session: SessionContext): Promise<LiveViewer> => ({
    accountId: session.accountId,
    entitlements: await entitlements(session),
  });
  const calls = api.live;

  registerCall(
    app,
    calls.channels,
    { ...options, memoiseParsing: true },
    async ({ query, session }) => service.list(query, await viewerOf(session)),
  );
  // The same for every subscriber: an ETag, and 304 while the tree is unchanged.
  registerCall(app, calls.categories, { ...options, revalidate: true }, () => service.categories());
  registerCall(app, calls.favoriteChannels, options, async ({ session }) =>
    service.favourites(await viewerOf(session)),
  );
  registerCall(app, calls.toggleFavorite, options, async ({ body, session }) => {
    const toggled = await service.toggleFavourite(session.accountId, body.channel_id);
    // Catalogue §8: favourite answers carry a message the web shows.
    return new Answer(toggled, notice(toggled.favorite ? 'favouriteAdded' : 'favouriteRemoved'));
  });
  registerCall(app, calls.trendingChannels, options, async ({ query, session }) =>
    service.trending(query, await viewerOf(session)),
  );
  registerCall(app, calls.guide, options, ({ query }) =>
    service.guide(query.filter.channel_id, query.filter),
  );
  registerCall(
    app,
    calls.guideIndex,
    { ...options, memoiseParsing: true },
    async ({ query, session }) => service.guideIndex(query, await viewerOf(session)),
  );
}
