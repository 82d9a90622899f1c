import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound, validationError } from '../../http/errors.js';
import type { CatalogueRepository } from '../catalogue/catalogue-repository.js';
import type { Configuration } from '@marquee/contract';
import { renderBackdrop, renderBrandLogo, renderFavicon, renderPoster } from './render-art.js';

const vodArtParams = z.object({
  kind: z.enum(['poster', 'backdrop'], { error: 'must be poster or backdrop' }),
  file: z.string().regex(/^\d{1,9}\.svg$/, { error: 'must look like 12.svg' }),
});

/** Artwork made by code: posters and backdrops of titles, and the brand's logos. */
export function registerArtRoutes(
  app: FastifyInstance,
  catalogue: CatalogueRepository,
  configuration: () => Promise<Configuration>,
): void {
  app.get('/media/art/:kind/vod/:file', async (request, reply) => {
    const parsed = vodArtParams.safeParse(request.params);
    if (!parsed.success) throw validationError('path', parsed.error);
    const id = Number.parseInt(parsed.data.file, 10);
    const art = await catalogue.artOf(id);
    if (!art) throw notFound('This title has no artwork.');
    const svg =
      parsed.data.kind === 'poster'
        ? renderPoster({ title: art.title, year: art.year, hue: art.hue, seed: id })
        : renderBackdrop({ title: art.title, hue: art.hue, seed: id });
    return sendSvg(reply, svg);
  });

  app.get('/media/art/brand/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const colour = (await configuration()).theme_color;
    switch (file) {
      case 'logo-small.svg':
        return sendSvg(reply, renderBrandLogo({ size: 'small', colour }));
      case 'logo-medium.svg':
        return sendSvg(reply, renderBrandLogo({ size: 'medium', colour }));
      case 'favicon.svg':
        return sendSvg(reply, renderFavicon({ colour }));
      default:
        throw notFound('No such brand image.');
    }
  });
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=3600')
    .send(svg);
}
