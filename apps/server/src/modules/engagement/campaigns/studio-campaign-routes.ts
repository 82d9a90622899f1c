import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { StudioCampaignService } from './studio-campaign-service.js';

/** The studio's video campaign calls: owners and editors change them, support reads them. */
export function registerStudioCampaignRoutes(
  calls: CallRegistrar,
  service: StudioCampaignService,
  operators: Provided['operators'],
): void {
  const readers = operators.requireOperator('owner', 'editor', 'support');
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.videoCampaigns, {}, readers, () => service.list());
  calls.guardedCall(
    studioApi.createVideoCampaign,
    { message: notice('studioVideoCampaignSaved') },
    editors,
    ({ session, body }) => service.create(session, body),
  );
  calls.guardedCall(
    studioApi.changeVideoCampaign,
    { message: notice('studioVideoCampaignSaved') },
    editors,
    ({ session, params, body }) => service.change(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.deleteVideoCampaign,
    { message: notice('studioVideoCampaignDeleted') },
    editors,
    async ({ session, params }) => {
      await service.remove(session, params.id);
      return null;
    },
  );
}
