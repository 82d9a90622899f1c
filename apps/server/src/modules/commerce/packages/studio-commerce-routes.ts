import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { ChannelPricesService } from './channel-prices-service.js';
import type { StudioPackagesService } from './studio-packages-service.js';

/** The studio's package and channel price calls: owners and editors change, support reads. */
export function registerStudioCommerceRoutes(
  calls: CallRegistrar,
  services: { packages: StudioPackagesService; channels: ChannelPricesService },
  operators: Provided['operators'],
): void {
  const { packages, channels } = services;
  const readers = operators.requireOperator('owner', 'editor', 'support');
  const editors = operators.requireOperator('owner', 'editor');
  const saved = { message: notice('studioPackageSaved') };
  calls.guardedCall(studioApi.packages, {}, readers, () => packages.list());
  calls.guardedCall(studioApi.createPackage, saved, editors, ({ session, body }) =>
    packages.create(session, body),
  );
  calls.guardedCall(studioApi.changePackage, saved, editors, ({ session, params, body }) =>
    packages.change(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.retirePackage,
    { message: notice('studioPackageRetired') },
    editors,
    ({ session, params }) => packages.retire(session, params.id),
  );
  calls.guardedCall(
    studioApi.restorePackage,
    { message: notice('studioPackageRestored') },
    editors,
    ({ session, params }) => packages.restore(session, params.id),
  );
  calls.guardedCall(studioApi.channelPrices, {}, readers, ({ query }) =>
    channels.list(query.search, query.page, query.limit),
  );
  calls.guardedCall(
    studioApi.changeChannelProfilePrice,
    { message: notice('studioChannelPriceSaved') },
    editors,
    ({ session, params, body }) => channels.change(session, params.id, body),
  );
}
