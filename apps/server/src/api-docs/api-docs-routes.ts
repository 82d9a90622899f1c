import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import {
  ifNoneMatchHits,
  sendRevalidated,
  tagJson,
  type TaggedBody,
} from '../http/cache-policy.js';
import { sendableBody } from '../http/compression.js';
import { styleHashSource } from '../http/security-headers.js';
import { DOCS_STYLE, docsPageHtml } from './docs-page.js';
import { openApiDocument } from './openapi-document.js';

/**
 * The page's own policy: nothing but its one inline style sheet, allowed by its hash; no
 * script, no frame, no form, no base URL to change.
 */
export const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${styleHashSource(DOCS_STYLE)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * `GET /openapi.json` (the contract as OpenAPI 3.1) and `GET /docs` (the same as a page), both
 * made at the first request and kept: they change only with a new build.
 */
export function registerApiDocs(api: FastifyInstance): void {
  let made: { json: TaggedBody; html: TaggedBody } | undefined;
  const docs = () => {
    if (!made) {
      const document = openApiDocument();
      const html = docsPageHtml(document);
      const hash = createHash('sha256').update(html).digest('base64url').slice(0, 22);
      made = { json: tagJson(document), html: { body: sendableBody(html), etag: `W/"${hash}"` } };
    }
    return made;
  };
  api.get('/openapi.json', (request, reply) =>
    sendRevalidated(request, reply, docs().json, 'shared'),
  );
  api.get('/docs', (request, reply) => {
    const { html } = docs();
    reply
      .header('content-security-policy', DOCS_PAGE_POLICY)
      .header('ETag', html.etag)
      .header('Cache-Control', 'no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], html.etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html.body);
  });
}
