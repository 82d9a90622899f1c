import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { languageCodes, type LanguageCode } from '@marquee/contract';
import {
  ifNoneMatchHits,
  sendRevalidated,
  tagJson,
  type TaggedBody,
} from '../http/cache-policy.js';
import { sendableBody } from '../http/compression.js';
import { styleHashSource } from '../http/security-headers.js';
import { docsLanguage } from './docs-language.js';
import { DOCS_STYLE, docsPageHtml } from './docs-page.js';
import type { JsonObject } from './contract-calls.js';
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

/** The page in one language, named by a hash of its bytes: each language has its own ETag. */
function taggedPage(document: JsonObject, language: LanguageCode): TaggedBody {
  const html = docsPageHtml(document, language);
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 22);
  return { body: sendableBody(html), etag: `W/"${hash}"` };
}

/**
 * `GET /openapi.json` (the contract as OpenAPI 3.1, in English) and `GET /docs` (the same as a
 * page in the reader's language: `?lang=`, else Accept-Language), all made at the first request
 * and kept: they change only with a new build.
 */
export function registerApiDocs(api: FastifyInstance): void {
  let made: { json: TaggedBody; pages: Map<LanguageCode, TaggedBody> } | undefined;
  const docs = () => {
    if (!made) {
      // The document is the costly part (its pages add about a third): making the three pages
      // with it means the document itself need not be kept.
      const document = openApiDocument();
      const pages = new Map(languageCodes.map((code) => [code, taggedPage(document, code)]));
      made = { json: tagJson(document), pages };
    }
    return made;
  };
  api.get('/openapi.json', (request, reply) =>
    sendRevalidated(request, reply, docs().json, 'shared'),
  );
  api.get('/docs', (request, reply) => {
    const { lang } = request.query as { lang?: unknown };
    const language = docsLanguage(lang, request.headers['accept-language']);
    const page = docs().pages.get(language)!;
    // A cache must not hand a page chosen by one reader's Accept-Language to another reader.
    reply
      .header('content-security-policy', DOCS_PAGE_POLICY)
      .header('Vary', 'Accept-Language')
      .header('ETag', page.etag)
      .header('Cache-Control', 'no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.body);
  });
}
