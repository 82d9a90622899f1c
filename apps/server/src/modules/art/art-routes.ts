import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound, validationError } from '../../http/errors.js';
import type { Configuration } from '@marquee/contract';
import { renderBackdrop, renderBrandLogo, renderFavicon, renderPoster } from './render-art.js';

type ArtOf = (
  id: number,
) => Promise<{ title: string; year: number | null; hue: number } | undefined>;

const titleArtParams = z.object({
  kind: z.enum(['poster', 'backdrop'], { error: 'must be poster or backdrop' }),
  model: z.enum(['vod', 'show'], { error: 'must be vod or show' }),
  file: z.string().regex(/^\d{1,9}\.svg$/, { error: 'must look like 12.svg' }),
});

/** Artwork made by code: posters and backdrops of titles, and the brand's logos. */
export function registerArtRoutes(
  app: FastifyInstance,
  artOf: Record<'vod' | 'show', ArtOf>,
  configuration: () => Promise<Configuration>,
): void {
  app.get('/media/art/:kind/:model/:file', async (request, reply) => {
    const parsed = titleArtParams.safeParse(request.params);
    if (!parsed.success) throw validationError('path', parsed.error);
    const id = Number.parseInt(parsed.data.file, 10);
    const art = await artOf[parsed.data.model](id);
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
