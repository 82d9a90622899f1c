import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../../http/route.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { CurationService } from './curation-service.js';

export function registerCurationRoutes(
  app: FastifyInstance,
  service: CurationService,
  entitlements: EntitlementsOf,
  validateResponse: boolean,
): void {
  const options = { validateResponse };
  registerCall(app, api.catalogue.highlightedContent, options, ({ query }) =>
    service.highlighted(query.url),
  );
  registerCall(app, api.catalogue.recommended, options, async ({ body, session }) =>
    service.recommended(body.type, body.limit, session, await entitlements(session)),
  );
  registerCall(app, api.catalogue.trendingMovies, options, async ({ query, session }) =>
    service.trendingMovies(query, session, await entitlements(session)),
  );
  registerCall(app, api.catalogue.trendingTvShows, options, ({ query }) =>
    service.trendingShows(query),
  );
}
