import type { FastifyInstance } from 'fastify';
import { notice } from '@marquee/contract';
import { notFound } from '../../../http/errors.js';
import type { AdsRepository } from './ads-repository.js';

const FILE = /^([0-9a-z]{1,64})-([0-9a-f]{16})\.(png|jpg|webp)$/;

/**
 * Serves banners' uploaded images at /media/ad-banners/<id>-<digest>.<ext>. The digest is
 * the image's: an address names one image for ever, so browsers may keep it.
 */
export function registerAdImageRoutes(app: FastifyInstance, ads: AdsRepository): void {
  app.get('/media/ad-banners/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const [, id, digest] = FILE.exec(file) ?? [];
    const image = id ? await ads.image(id) : undefined;
    if (!image || image.digest !== digest) throw notFound(notice('bannerNotFound'));
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.bytes);
  });
}
