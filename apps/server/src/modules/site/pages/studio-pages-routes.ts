import { notice, studioApi } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { StudioPagesService } from './studio-pages-service.js';

/** The studio's page calls: owners and editors change pages, support reads them. */
export function registerStudioPagesRoutes(
  calls: CallRegistrar,
  service: StudioPagesService,
  operators: Provided['operators'],
): void {
  const readers = operators.requireOperator('owner', 'editor', 'support');
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.studioPages, {}, readers, () => service.list());
  calls.guardedCall(
    studioApi.createStudioPage,
    { message: notice('studioPageSaved') },
    editors,
    ({ session, body }) => service.create(session, body),
  );
  calls.guardedCall(
    studioApi.changeStudioPage,
    { message: notice('studioPageSaved') },
    editors,
    ({ session, params, body }) => service.change(session, params.slug, body),
  );
  calls.guardedCall(
    studioApi.deleteStudioPage,
    { message: notice('studioPageDeleted') },
    editors,
    async ({ session, params }) => {
      await service.remove(session, params.slug);
      return null;
    },
  );
}
