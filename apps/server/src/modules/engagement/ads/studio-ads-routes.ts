import { AD_IMAGE_MAX_BYTES, notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { StudioAdsService } from './studio-ads-service.js';

/** The studio's banner calls: owners and editors change banners, support reads them. */
export function registerStudioAdsRoutes(
  calls: CallRegistrar,
  service: StudioAdsService,
  operators: Provided['operators'],
): void {
  const readers = operators.requireOperator('owner', 'editor', 'support');
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.adBanners, {}, readers, ({ query }) =>
    service.list(query.box_position, query.page, query.limit),
  );
  calls.guardedCall(
    studioApi.createAdBanner,
    { message: notice('studioAdBannerSaved') },
    editors,
    ({ session, body }) => service.create(session, body),
  );
  calls.guardedCall(
    studioApi.changeAdBanner,
    { message: notice('studioAdBannerSaved') },
    editors,
    ({ session, params, body }) => service.change(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.uploadAdBannerImage,
    // Base64 takes 4 characters for 3 bytes: room for the largest image and the JSON around it.
    {
      message: notice('studioAdImageSaved'),
      bodyLimit: Math.ceil(AD_IMAGE_MAX_BYTES / 3) * 4 + 64 * 1024,
    },
    editors,
    ({ session, params, body }) => service.uploadImage(session, params.id, body.data),
  );
  calls.guardedCall(
    studioApi.removeAdBannerImage,
    { message: notice('studioAdImageRemoved') },
    editors,
    ({ session, params }) => service.removeImage(session, params.id),
  );
  calls.guardedCall(
    studioApi.deleteAdBanner,
    { message: notice('studioAdBannerDeleted') },
    editors,
    async ({ session, params }) => {
      await service.remove(session, params.id);
      return null;
    },
  );
}
