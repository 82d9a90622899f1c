import { createHash, randomBytes } from 'node:crypto';
import {
  AD_IMAGE_MAX_BYTES,
  notice,
  noticeText,
  type AdBannerBody,
  type BoxPosition,
  type List,
  type StudioAdBanner,
} from '@marquee/contract';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Provided } from '../../../server-module.js';
import { bannerImagePath } from './ads-service.js';
import { IMAGE_TYPES, imageTypeOf } from '../../../image-type.js';
import type {
  CountedBannerRow,
  NewAdBannerRow,
  StudioAdsRepository,
} from './studio-ads-repository.js';

type AuditRecord = Provided['operators']['audit'];
type OperatorContext = Parameters<AuditRecord>[0];
/** Banners on a page of the studio's list. */
export const AD_BANNERS_PAGE = 50;

/** A banner as the studio shows it. */
export function presentStudioBanner(row: CountedBannerRow): StudioAdBanner {
  return {
    id: row.id,
    title: row.title,
    box_position: row.boxPosition as BoxPosition,
    image_url: row.imagePath,
    target_url: row.targetUrl,
    active: row.active,
    position: row.position,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    impressions: row.impressions,
    clicks: row.clicks,
    closes: row.closes,
    created_at: row.createdAt.toISOString(),
  };
}

/** What a banner's audit entry keeps: its fields, not its counts. */
function audited(banner: StudioAdBanner) {
  const counts = new Set(['impressions', 'clicks', 'closes']);
  return Object.fromEntries(Object.entries(banner).filter(([key]) => !counts.has(key)));
}

/** The body's fields as columns; the body was parsed, so its dates are valid. */
function columns(body: AdBannerBody): Omit<NewAdBannerRow, 'id' | 'imagePath'> {
  return {
    title: body.title,
    boxPosition: body.box_position,
    targetUrl: body.target_url,
    active: body.active,
    position: body.position,
    startsAt: body.starts_at === null ? null : new Date(body.starts_at),
    endsAt: body.ends_at === null ? null : new Date(body.ends_at),
  };
}

const bannerNotFound = () => notFound(notice('studioAdBannerNotFound'));
const refusedImage = (reason: 'studioAdImageUnsupported' | 'studioAdImageTooLarge') =>
  badRequest(notice(reason), { data: [noticeText(notice(reason))] });

/** Where an uploaded image is served: a new image, a new address. */
export const uploadedImagePath = (id: string, digest: string, extension: string) =>
  `/media/ad-banners/${id}-${digest}.${extension}`;

/** The studio's banners: listed with their counts, made, changed and deleted, each audited. */
export function createStudioAdsService(deps: { banners: StudioAdsRepository; audit: AuditRecord }) {
  const { banners, audit } = deps;
  const load = async (id: string): Promise<StudioAdBanner> => {
    const row = await banners.byId(id);
    if (!row) throw bannerNotFound();
    return presentStudioBanner(row);
  };
  return {
    async list(
      boxPosition: BoxPosition | undefined,
      page = 1,
      limit = AD_BANNERS_PAGE,
    ): Promise<List<StudioAdBanner>> {
      const { rows, total } = await banners.page(boxPosition, (page - 1) * limit, limit);
      return {
        items: rows.map(presentStudioBanner),
        pager: { page, pageCount: Math.ceil(total / limit), count: total },
      };
    },

    async create(caller: OperatorContext, body: AdBannerBody): Promise<StudioAdBanner> {
      const id = randomBytes(12).toString('hex');
      await banners.insert({ id, imagePath: bannerImagePath(id), ...columns(body) });
      const after = await load(id);
      await audit(caller, {
        action: 'ad_banner.create',
        target: `ad_banner:${id}`,
        after: audited(after),
      });
      return after;
    },

    async change(caller: OperatorContext, id: string, body: AdBannerBody): Promise<StudioAdBanner> {
      const before = await load(id);
      if (!(await banners.update(id, columns(body)))) throw bannerNotFound();
      const after = await load(id);
      await audit(caller, {
        action: 'ad_banner.update',
        target: `ad_banner:${id}`,
        before: audited(before),
        after: audited(after),
      });
      return after;
    },

    /** Shows an uploaded PNG, JPEG or WebP (base64) instead of the banner's image. */
    async uploadImage(caller: OperatorContext, id: string, data: string): Promise<StudioAdBanner> {
      const before = await load(id);
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length > AD_IMAGE_MAX_BYTES) throw refusedImage('studioAdImageTooLarge');
      const contentType = imageTypeOf(bytes);
      if (!contentType) throw refusedImage('studioAdImageUnsupported');
      const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      const path = uploadedImagePath(id, digest, IMAGE_TYPES[contentType]);
      await banners.saveImage(id, { contentType, digest, bytes }, path);
      const after = await load(id);
      await audit(caller, {
        action: 'ad_banner.image',
        target: `ad_banner:${id}`,
        before: { image_url: before.image_url },
        after: { image_url: after.image_url, content_type: contentType, bytes: bytes.length },
      });
      return after;
    },

    /** Gives the banner back its generated image. */
    async removeImage(caller: OperatorContext, id: string): Promise<StudioAdBanner> {
      const before = await load(id);
      await banners.removeImage(id, bannerImagePath(id));
      const after = await load(id);
      await audit(caller, {
        action: 'ad_banner.image',
        target: `ad_banner:${id}`,
        before: { image_url: before.image_url },
        after: { image_url: after.image_url },
      });
      return after;
    },

    async remove(caller: OperatorContext, id: string): Promise<void> {
      const before = await load(id);
      if (!(await banners.remove(id))) throw bannerNotFound();
      await audit(caller, {
        action: 'ad_banner.delete',
        target: `ad_banner:${id}`,
        before: audited(before),
      });
    },
  };
}

export type StudioAdsService = ReturnType<typeof createStudioAdsService>;
