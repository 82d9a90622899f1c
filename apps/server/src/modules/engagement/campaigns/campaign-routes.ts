import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../../http/route.js';
import type { CampaignService } from './campaign-service.js';

export function registerCampaignRoutes(
  app: FastifyInstance,
  service: CampaignService,
  validateResponse: boolean,
): void {
  registerCall(app, api.playback.campaigns, { validateResponse }, ({ query }) =>
    service.forTitle(query.filter.vod_id),
  );
}
