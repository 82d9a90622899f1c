import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { CampaignService } from './campaign-service.js';

export function registerCampaignRoutes(calls: CallRegistrar, service: CampaignService): void {
  calls.call(api.playback.campaigns, {}, ({ query, session }) =>
    service.forTitle(query.filter.vod_id, session.maturityCeiling),
  );
}
