import type { FastifyInstance } from 'fastify';
import { LOGO_IMAGE_MAX_BYTES, notice, studioApi } from '@marquee/contract';
import { notFound } from '../../../http/errors.js';
import { Answer, type CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { ChannelLogoRepository } from './channel-logo-repository.js';
import type { ChannelLogoService } from './channel-logo-service.js';
import type { StudioChannelsService } from './studio-channels-service.js';
import type { StudioLiveHealth } from './studio-live-health.js';

/** The studio's channel calls: owners and editors change channels, support reads them. */
export function registerStudioLiveRoutes(
  calls: CallRegistrar,
  service: StudioChannelsService,
  health: StudioLiveHealth,
  logos: ChannelLogoService,
  operators: Provided['operators'],
): void {
  const readers = operators.requireOperator('owner', 'editor', 'support');
  const editors = operators.requireOperator('owner', 'editor');
  calls.guardedCall(studioApi.liveChannels, {}, readers, ({ query }) =>
    service.list(query.q, query.category_id, query.page),
  );
  calls.guardedCall(studioApi.liveChannel, {}, readers, ({ params }) => service.get(params.id));
  calls.guardedCall(
    studioApi.createLiveChannel,
    { message: notice('studioLiveChannelCreated') },
    editors,
    ({ session, body }) => service.create(session, body),
  );
  calls.guardedCall(
    studioApi.changeLiveChannel,
    { message: notice('studioLiveChannelSaved') },
    editors,
    ({ session, params, body }) => service.change(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.setLiveChannelLogo,
    // Base64 takes 4 characters for 3 bytes: room for the largest image and the JSON around it.
    { bodyLimit: Math.ceil(LOGO_IMAGE_MAX_BYTES / 3) * 4 + 65_536 },
    editors,
    async ({ session, params, body }) => {
      const channel = await logos.set(session, params.id, body);
      const told = channel.logo_url === null ? 'studioLiveLogoRemoved' : 'studioLiveLogoSaved';
      return new Answer(channel, notice(told));
    },
  );
  calls.guardedCall(
    studioApi.deleteLiveChannel,
    { message: notice('studioLiveChannelDeleted') },
    editors,
    async ({ session, params }) => {
      await service.remove(session, params.id);
      return null;
    },
  );
  calls.guardedCall(studioApi.liveCategories, {}, readers, () => service.categories());
  calls.guardedCall(
    studioApi.createLiveCategory,
    { message: notice('studioLiveCategorySaved') },
    editors,
    ({ session, body }) => service.createCategory(session, body),
  );
  calls.guardedCall(
    studioApi.changeLiveCategory,
    { message: notice('studioLiveCategorySaved') },
    editors,
    ({ session, params, body }) => service.changeCategory(session, params.id, body),
  );
  calls.guardedCall(
    studioApi.deleteLiveCategory,
    { message: notice('studioLiveCategoryDeleted') },
    editors,
    async ({ session, params }) => {
      await service.removeCategory(session, params.id);
      return null;
    },
  );
  calls.guardedCall(studioApi.liveOverview, {}, readers, () => health.overview());
  calls.guardedCall(studioApi.liveHealth, {}, readers, ({ query }) =>
    health.list(query.problems === '1', query.page),
  );
}

const LOGO_FILE = /^([0-9]{1,10})-([0-9a-f]{16})\.png$/;

/**
 * Serves uploaded channel logos at /media/channel-logos/<channel id>-<digest>.png. The digest is
 * the file's: an address names one file for ever, so browsers may keep it.
 */
export function registerChannelLogoRoutes(app: FastifyInstance, logos: ChannelLogoRepository) {
  app.get('/media/channel-logos/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const [, id, digest] = LOGO_FILE.exec(file) ?? [];
    const logo = id ? await logos.logo(Number(id)) : undefined;
    if (!logo || logo.digest !== digest) throw notFound(notice('studioLiveLogoNotFound'));
    return reply
      .type(logo.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(logo.bytes);
  });
}
