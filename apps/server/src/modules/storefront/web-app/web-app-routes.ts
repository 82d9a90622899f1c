import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notice } from '@marquee/contract';
import { errorBody } from '../../../http/errors.js';
import { ifNoneMatchHits } from '../../../http/cache-policy.js';
import { withStyleSources } from '../../../http/security-headers.js';
import { createWebDocument, type WebDocumentSources } from './web-document.js';

/** The service worker the web build writes at the root of `dist`. */
const SERVICE_WORKER_FILE = 'sw.js';
/** The shell the service worker keeps (apps/web/src/service-worker/worker-routes.ts). */
const SHELL_PATH = '/index.html';

/** Paths the server answers itself; anything else without a file extension is a web page. */
const SERVER_PATHS = /^\/(api|media|socket\.io)(\/|$)/;

/**
 * Serves the built single-page app: its files as they are, and for every page it owns the
 * index.html of web-document.ts (branding, configuration and hints for that page); JSON 404s
 * elsewhere. The build writes a `.br` and a `.gz` beside each text file
 * (apps/web/build/precompress.ts); a client that accepts one gets it as it is, any other the
 * file itself, compressed on the fly when it accepts gzip or brotli but the build kept no
 * smaller copy.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  sources: WebDocumentSources,
): Promise<void> {
  const hasWebApp = !!webDist && existsSync(join(webDist, 'index.html'));
  const document = webDist && hasWebApp ? createWebDocument(webDist, sources) : undefined;
  if (webDist && hasWebApp) {
    const assets = join(webDist, 'assets') + sep;
    const serviceWorker = join(webDist, SERVICE_WORKER_FILE);
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // Pages, `/` included, are rendered below.
      index: false,
      preCompressed: true,
      // Our own Cache-Control below; `send` would otherwise overwrite it.
      cacheControl: false,
      // Hashed names change with their content, so they are kept for a year. Everything else
      // (favicon.svg) is revalidated at each use against its ETag, so a new build shows on the
      // next load; the answer is a 304 with no body while it is unchanged.
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The worker (apps/web/build/service-worker.ts) controls every page of the site; its
        // copies count too, since the file sent may be the .br or .gz beside it.
        if (path === serviceWorker || path.startsWith(`${serviceWorker}.`)) {
          res.setHeader('Service-Worker-Allowed', '/');
        }
      },
    });
  }
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const { html, etag, styleSources } = await document!.render(path);
    // The page's policy allows its own inline styles by their hashes (security-headers.ts).
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', withStyleSources(policy, styleSources));
    }
    // Revalidated at each use: a new build, a branding change or a new lead image shows on the
    // next load, and an unchanged page is a 304 with no body.
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
  // The static files' wildcard would answer `/` as a folder; home is a page like the others.
  if (document) app.get('/', (request, reply) => sendPage(request, reply, '/'));
  // The app's shell, which the service worker keeps for pages it has not seen: the document of
  // no page in particular (branding and configuration, no page's hints), never the build's bare
  // file, whose app would have to ask the API for its configuration before painting.
  if (document) app.get(SHELL_PATH, (request, reply) => sendPage(request, reply, SHELL_PATH));
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATHS.test(path) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (document && isPage) return sendPage(request, reply, path);
    return reply.code(404).send(errorBody(notice('noSuchCall', { method: request.method, path })));
  });
}
