import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notice } from '@marquee/contract';
import { ifNoneMatchHits } from '../../../http/cache-policy.js';
import { errorBody } from '../../../http/errors.js';

const missing = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .send(errorBody(notice('noSuchCall', { method: request.method, path: request.url })));

/** Where the console is served: its pages, and its build's files under `assets/`. */
export const STUDIO_PATH = '/studio';

/**
 * Serves the built operators' console (apps/studio) at /studio: its hashed files for a year,
 * with the `.br` and `.gz` copies its build writes, and its index.html for every page under
 * /studio, revalidated at each use so that a new build shows on the next load. The page
 * carries the site's Content-Security-Policy (no inline scripts or styles), as every page does.
 * Without a build, /studio answers a JSON 404 like any unknown address.
 */
export async function registerConsoleApp(
  app: FastifyInstance,
  studioDist: string | undefined,
): Promise<void> {
  const index = studioDist && join(studioDist, 'index.html');
  if (!studioDist || !index || !existsSync(index)) {
    app.get(STUDIO_PATH, missing);
    app.get(`${STUDIO_PATH}/*`, missing);
    return;
  }
  await app.register(fastifyStatic, {
    root: join(studioDist, 'assets'),
    prefix: `${STUDIO_PATH}/assets/`,
    // The subscriber app's registration decorates the reply already.
    decorateReply: false,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    // A file the build does not have is a 404, not the console's page.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return missing(request, reply);
    // Read at each load (it is under a kilobyte): a rebuilt console needs no restart.
    const html = await readFile(index, 'utf8');
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get(STUDIO_PATH, page);
  app.get(`${STUDIO_PATH}/*`, page);
}
