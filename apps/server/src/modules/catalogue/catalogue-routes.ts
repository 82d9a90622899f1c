import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../http/route.js';
import type { EntitlementsOf } from '../account/entitlements.js';
import type { WatchingService } from '../watching/watching-service.js';
import type { CatalogueService } from './catalogue-service.js';

export function registerCatalogueRoutes(
  app: FastifyInstance,
  service: CatalogueService,
  entitlements: EntitlementsOf,
  watching: Pick<WatchingService, 'fillList'>,
  validateResponse: boolean,
): void {
  const options = { validateResponse };
  registerCall(app, api.vod.list, options, async ({ query, session }) =>
    watching.fillList(session, await service.listVods(query, await entitlements(session))),
  );
  registerCall(app, api.catalogue.tvShows, options, ({ query }) => service.listShows(query));
  // The same for every subscriber: an ETag, and 304 while the names are unchanged.
  const revalidated = { validateResponse, revalidate: true };
  registerCall(app, api.catalogue.genres, revalidated, () => service.genres());
  registerCall(app, api.catalogue.showTypes, revalidated, () => service.showTypes());
  registerCall(app, api.catalogue.similar, options, async ({ body, session }) =>
    watching.fillList(
      session,
      await service.similar(body.vod_id, body.limit, await entitlements(session)),
    ),
  );
}
