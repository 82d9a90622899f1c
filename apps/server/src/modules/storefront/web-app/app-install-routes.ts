import type { Configuration } from '@marquee/contract';
import { notice } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ifNoneMatchHits, tagJson, type TaggedBody } from '../../../http/cache-policy.js';
import { notFound, validationError } from '../../../http/errors.js';
import { ICON_SOURCE_TYPES, createIconDrawer, type SourceImage } from './app-icons.js';
import {
  ICON_FILES,
  ICONS_PATH,
  MANIFEST_PATH,
  iconBackgroundOf,
  iconSourceOf,
  webManifestOf,
  type IconFile,
} from './web-manifest.js';

/** Short: an installed app picks up a new name or colour within minutes, and checks the tag. */
const MANIFEST_CACHE = 'public, max-age=300';
/** As the generated art: the manifest names icons by a version of what they are drawn from. */
const ICON_CACHE = 'public, max-age=3600';
/** A logo larger than this is not an icon's source. */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
const REMOTE_TIMEOUT_MS = 5000;

const iconParams = z.object({
  file: z.enum(Object.keys(ICON_FILES) as [IconFile, ...IconFile[]], {
    error: `must be one of ${Object.keys(ICON_FILES).join(', ')}`,
  }),
});

/**
 * What makes Marquee an installable app, from the operator's branding: the web app manifest
 * and the icons it names, drawn from the operator's logo on the theme's background.
 */
export function registerAppInstallRoutes(
  app: FastifyInstance,
  configuration: () => Promise<Configuration>,
): void {
  const manifests = new WeakMap<Configuration, TaggedBody>();
  const icons = createIconDrawer();

  app.get(MANIFEST_PATH, async (request, reply) => {
    const current = await configuration();
    let tagged = manifests.get(current);
    if (!tagged) {
      tagged = tagJson(webManifestOf(current));
      manifests.set(current, tagged);
    }
    reply.header('Cache-Control', MANIFEST_CACHE).header('ETag', tagged.etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], tagged.etag))
      return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(tagged.body);
  });

  /** The logo's bytes: from this server for a path, else over HTTP(S); none when unusable. */
  async function sourceImage(href: string): Promise<SourceImage | undefined> {
    let type: string;
    let bytes: Uint8Array;
    if (href.startsWith('/') && !href.startsWith('//')) {
      const answer = await app.inject({ method: 'GET', url: href });
      if (answer.statusCode !== 200) return undefined;
      type = String(answer.headers['content-type'] ?? '');
      bytes = answer.rawPayload;
    } else if (/^https?:\/\//i.test(href)) {
      const answer = await fetch(href, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) }).catch(
        () => undefined,
      );
      if (!answer?.ok) return undefined;
      type = answer.headers.get('content-type') ?? '';
      bytes = new Uint8Array(await answer.arrayBuffer());
    } else {
      return undefined;
    }
    const mediaType = type.split(';')[0]!.trim().toLowerCase();
    if (!ICON_SOURCE_TYPES.includes(mediaType) || bytes.byteLength > MAX_SOURCE_BYTES) {
      return undefined;
    }
    return { bytes, type: mediaType };
  }

  app.get(`${ICONS_PATH}/:file`, async (request, reply) => {
    const parsed = iconParams.safeParse(request.params);
    if (!parsed.success) throw validationError('path', parsed.error);
    const current = await configuration();
    const href = iconSourceOf(current);
    const source = href ? await sourceImage(href).catch(() => undefined) : undefined;
    if (!source) throw notFound(notice('brandImageNotFound'));
    const icon = await icons
      .draw(source, ICON_FILES[parsed.data.file], iconBackgroundOf(current))
      // A logo resvg cannot read is a missing icon, not a server error.
      .catch(() => undefined);
    if (!icon) throw notFound(notice('brandImageNotFound'));
    reply.header('Cache-Control', ICON_CACHE).header('ETag', icon.etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], icon.etag)) return reply.code(304).send();
    return reply.type(icon.type).send(icon.body);
  });
}
