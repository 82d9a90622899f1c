import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../http/route.js';
import type { EntitlementsOf } from '../account/entitlements.js';
import type { CatalogueService } from './catalogue-service.js';

export function registerCatalogueRoutes(
  app: FastifyInstance,
  service: CatalogueService,
  entitlements: EntitlementsOf,
  validateResponse: boolean,
): void {
  registerCall(app, api.vod.list, { validateResponse }, async ({ query, session }) =>
    service.listVods(query, await entitlements(session)),
  );
}
