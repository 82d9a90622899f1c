import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { EntitlementsOf } from '../../accounts/account/index.js';
import type { CurationService } from './curation-service.js';

export function registerCurationRoutes(
  calls: CallRegistrar,
  service: CurationService,
  entitlements: EntitlementsOf,
): void {
  calls.call(api.catalogue.highlightedContent, {}, ({ query, session }) =>
    service.highlighted(query.url, session.maturityCeiling),
  );
  calls.call(api.catalogue.recommended, {}, async ({ body, session }) =>
    service.recommended(body.type, body.limit, session, await entitlements(session)),
  );
  calls.call(api.catalogue.trendingMovies, {}, async ({ query, session }) =>
    service.trendingMovies(query, session, await entitlements(session)),
  );
  calls.call(api.catalogue.trendingTvShows, {}, ({ query, session }) =>
    service.trendingShows(query, session.maturityCeiling),
  );
}
