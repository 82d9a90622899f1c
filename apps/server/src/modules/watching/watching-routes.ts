import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../http/route.js';
import type { EntitlementsOf } from '../account/entitlements.js';
import type { WatchingService } from './watching-service.js';

export function registerWatchingRoutes(
  app: FastifyInstance,
  service: WatchingService,
  entitlements: EntitlementsOf,
  validateResponse: boolean,
): void {
  registerCall(
    app,
    api.playback.continueWatching,
    { validateResponse },
    async ({ query, session }) =>
      service.continueWatching(session, query, await entitlements(session)),
  );
}
