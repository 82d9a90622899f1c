import type { FastifyInstance } from 'fastify';
import { ART_IMAGE_MAX_BYTES, SUBTITLE_MAX_BYTES, notice, studioApi } from '@marquee/contract';
import { notFound } from '../../../http/errors.js';
import type { CallRegistrar } from '../../../http/route.js';
import type { Provided } from '../../../server-module.js';
import type { ArtRepository } from './art-repository.js';
import type { StudioArtService } from './studio-art-service.js';

const model = (query: { model: 'vods' | 'shows' }) => (query.model === 'vods' ? 'vod' : 'show');
// Base64 takes 4 characters for 3 bytes: room for the largest file and the JSON around it.
const bodyLimit = (bytes: number) => Math.ceil(bytes / 3) * 4 + 64 * 1024;

/** The studio's artwork and subtitle calls: owners and editors only. */
export function registerStudioArtRoutes(
  calls: CallRegistrar,
  service: StudioArtService,
  operators: Provided['operators'],
): void {
  const editors = operators.requireOperator('owner', 'editor');
  const saved = { message: notice('studioArtSaved') };
  const removed = { message: notice('studioArtRemoved') };
  calls.guardedCall(
    studioApi.uploadCatalogueArt,
    { ...saved, bodyLimit: bodyLimit(ART_IMAGE_MAX_BYTES) },
    editors,
    ({ session, params, query, body }) =>
      service.upload(session, model(query), Number(params.id), query.slot, body.data, body.crop),
  );
  calls.guardedCall(studioApi.removeCatalogueArt, removed, editors, ({ session, params, query }) =>
    service.remove(session, model(query), Number(params.id), query.slot),
  );
  calls.guardedCall(
    studioApi.orderCatalogueStills,
    saved,
    editors,
    ({ session, params, query, body }) =>
      service.orderStills(session, model(query), Number(params.id), body.ids.map(Number)),
  );
  calls.guardedCall(studioApi.removeCatalogueStill, removed, editors, ({ session, params }) =>
    service.removeStill(session, Number(params.id)),
  );
  calls.guardedCall(
    studioApi.setCatalogueSubtitle,
    { message: notice('studioSubtitleSaved'), bodyLimit: bodyLimit(SUBTITLE_MAX_BYTES) },
    editors,
    ({ session, params, query, body }) =>
      service.setSubtitle(session, Number(params.id), query.locale, body),
  );
  calls.guardedCall(
    studioApi.removeCatalogueSubtitle,
    { message: notice('studioSubtitleRemoved') },
    editors,
    ({ session, params, query }) =>
      service.removeSubtitle(session, Number(params.id), query.locale),
  );
}

const IMAGE_FILE = /^([0-9]{1,10})-([0-9a-f]{16})\.jpg$/;
const SUBTITLE_FILE = /^([0-9]{1,10})-([0-9a-f]{16})\.vtt$/;

/**
 * Serves uploaded artwork at /media/title-art/<id>-<digest>.jpg and uploaded subtitles at
 * /media/subtitle-files/<id>-<digest>.vtt. The digest is the file's: an address names one file
 * for ever, so browsers may keep it.
 */
export function registerTitleFileRoutes(app: FastifyInstance, art: ArtRepository): void {
  app.get('/media/title-art/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const [, id, digest] = IMAGE_FILE.exec(file) ?? [];
    const image = id ? await art.image(Number(id)) : undefined;
    if (!image || image.digest !== digest) throw notFound(notice('artworkNotFound'));
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });
  app.get('/media/subtitle-files/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const [, id, digest] = SUBTITLE_FILE.exec(file) ?? [];
    const subtitle = id ? await art.subtitleFile(Number(id)) : undefined;
    if (!subtitle || subtitle.digest !== digest) throw notFound(notice('studioSubtitleNotFound'));
    return reply
      .type('text/vtt; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(subtitle.text);
  });
}
