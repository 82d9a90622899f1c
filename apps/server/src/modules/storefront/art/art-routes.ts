import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound, validationError } from '../../../http/errors.js';
import type { ChannelArtOf } from './channel-art.js';
import { notice, type Configuration } from '@marquee/contract';
import {
  renderBackdrop,
  renderBanner,
  renderBrandLogo,
  renderChannelLogo,
  renderChannelScreenshot,
  renderFavicon,
  renderPoster,
  renderStill,
} from './render-art.js';

export type ArtOf = (
  id: number,
) => Promise<{ title: string; year: number | null; hue: number } | undefined>;

const titleArtParams = z.object({
  kind: z.enum(['poster', 'backdrop', 'still'], { error: 'must be poster, backdrop or still' }),
  model: z.enum(['vod', 'show'], { error: 'must be vod or show' }),
  // A still names its place in the gallery too: 12-3.svg.
  file: z.string().regex(/^\d{1,9}(-[1-9])?\.svg$/, { error: 'must look like 12.svg or 12-3.svg' }),
});

const bannerArtParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/, { error: 'must look like a1b2c3.svg' }),
});

const channelArtParams = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: 'must be a channel id' }),
  file: z.enum(['logo.svg', 'screenshot.svg'], { error: 'must be logo.svg or screenshot.svg' }),
});

/**
 * Artwork made by code: posters and backdrops of titles, channel logos and screenshots, ad
 * banners and the brand's logos.
 */
export function registerArtRoutes(
  app: FastifyInstance,
  artOf: Record<'vod' | 'show', ArtOf> & {
    channel: ChannelArtOf;
    banner: (id: string) => Promise<string | undefined>;
  },
  configuration: () => Promise<Configuration>,
): void {
  app.get('/media/art/:kind/:model/:file', async (request, reply) => {
    const parsed = titleArtParams.safeParse(request.params);
    if (!parsed.success) throw validationError('path', parsed.error);
    const [id = 0, still = 0] = parsed.data.file.slice(0, -'.svg'.length).split('-').map(Number);
    const art = await artOf[parsed.data.model](id);
    if (!art) throw notFound(notice('artworkNotFound'));
    return sendSvg(reply, renderTitleArt(parsed.data.kind, art, id, still));
  });

  app.get('/media/art/channel/:id/:file', async (request, reply) => {
    const parsed = channelArtParams.safeParse(request.params);
    if (!parsed.success) throw validationError('path', parsed.error);
    const id = Number(parsed.data.id);
    const art = await artOf.channel(id);
    if (!art) throw notFound(notice('channelArtworkNotFound'));
    return sendSvg(
      reply,
      parsed.data.file === 'logo.svg'
        ? renderChannelLogo(art)
        : renderChannelScreenshot({ name: art.name, hue: art.hue, seed: id }),
    );
  });

  app.get('/media/art/banner/:file', async (request, reply) => {
    const parsed = bannerArtParams.safeParse(request.params);
    if (!parsed.success) throw validationError('path', parsed.error);
    const title = await artOf.banner(parsed.data.file.slice(0, -'.svg'.length));
    if (title === undefined) throw notFound(notice('bannerNotFound'));
    const colour = (await configuration()).theme_color;
    return sendSvg(reply, renderBanner({ title, colour }));
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
        throw notFound(notice('brandImageNotFound'));
    }
  });
}

function renderTitleArt(
  kind: 'poster' | 'backdrop' | 'still',
  art: { title: string; year: number | null; hue: number },
  id: number,
  still: number,
): string {
  switch (kind) {
    case 'poster':
      return renderPoster({ title: art.title, year: art.year, hue: art.hue, seed: id });
    case 'backdrop':
      return renderBackdrop({ title: art.title, hue: art.hue, seed: id });
    case 'still':
      return renderStill({ title: art.title, hue: art.hue, seed: id * 10 + still });
  }
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=3600')
    .send(svg);
}
