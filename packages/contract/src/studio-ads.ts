import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { boxPositions } from './ads.js';
import { limitSchema, pageSchema } from './common.js';
import { listOf } from './envelope.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's banner calls (/api/studio/ad-banners): the image banners of the ad boxes
 * (catalogue §"Ad banners"), with how often they were shown and clicked. The video campaigns'
 * calls are in studio-campaigns.ts.
 */

const M = ValidationKey;

/** A title people read: required, 200 characters at most. */
export const titleText = z
  .string({ error: M.brandTextRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: M.brandTextRequired, abort: true }),
    z.maxLength(200, { error: M.brandTextTooLong }),
  );

export const switchSchema = z.boolean({ error: M.moduleSwitchInvalid });

/** Whether `value` is a path inside the app (`/movies/12`, `/page/help`), not `//host`. */
export const isAppPath = (value: string): boolean =>
  /^\/(?!\/)[^\s\\]*$/.test(value) && value.length <= 2000;

/** Whether `value` is an absolute https:// address with a host. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/i.test(value) || value.length > 2000) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** Where a banner's click goes: a path of the app or an https address; null: nowhere. */
const adTargetSchema = z.nullable(
  z.string({ error: M.adTargetInvalid }).check(
    z.trim(),
    z.refine((value) => isAppPath(value) || isHttpsUrl(value), { error: M.adTargetInvalid }),
  ),
);

/** A moment as ISO 8601 with its offset (`2026-12-01T00:00:00Z`); null: no bound. */
const momentSchema = z.nullable(
  z
    .string({ error: M.dateTimeInvalid })
    .check(
      z.refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
          !Number.isNaN(Date.parse(value)),
        { error: M.dateTimeInvalid },
      ),
    ),
);

/** A banner as operators write it: where it shows, what it says, where a click goes, when. */
export const adBannerBodySchema = z
  .strictObject({
    title: titleText,
    box_position: z.enum(boxPositions, { error: M.boxPositionInvalid }),
    target_url: adTargetSchema,
    active: switchSchema,
    /** Lower first within its box. */
    position: z
      .number({ error: M.orderInvalid })
      .check(
        z.int({ error: M.orderInvalid }),
        z.gte(0, { error: M.orderInvalid }),
        z.lte(9999, { error: M.orderInvalid }),
      ),
    starts_at: momentSchema,
    ends_at: momentSchema,
  })
  .check(
    z.refine(
      (value) =>
        value.starts_at === null ||
        value.ends_at === null ||
        Date.parse(value.ends_at) > Date.parse(value.starts_at),
      { error: M.scheduleEndsBeforeStart, path: ['ends_at'] },
    ),
  );
export type AdBannerBody = z.input<typeof adBannerBodySchema>;

/** A banner as the studio lists it, with what viewers did with it. */
export const studioAdBannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  box_position: z.enum(boxPositions),
  /** Where its image is served (generated art or an uploaded picture). */
  image_url: z.string(),
  target_url: z.nullable(z.string()),
  active: z.boolean(),
  position: z.int(),
  starts_at: z.nullable(z.string()),
  ends_at: z.nullable(z.string()),
  /** Times subscribers' apps showed it (one a page view). */
  impressions: z.int(),
  clicks: z.int(),
  closes: z.int(),
  created_at: z.string(),
});
export type StudioAdBanner = z.infer<typeof studioAdBannerSchema>;

export const adBannerListQuerySchema = z.strictObject({
  box_position: z.optional(z.enum(boxPositions, { error: M.boxPositionInvalid })),
  page: z.optional(pageSchema),
  limit: z.optional(limitSchema),
});
export type AdBannerListQuery = z.input<typeof adBannerListQuerySchema>;

/** A banner's id: the `mongo_id` subscribers' apps see. */
const bannerParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-z]{1,64}$/, { error: 'must be a banner id' })),
});

/** The largest banner image, in bytes: PNG, JPEG or WebP, told apart by their first bytes. */
export const AD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A banner image as uploaded: its bytes in base64 (a JSON body, like every call's). */
export const adBannerImageBodySchema = z.strictObject({
  data: z
    .string({ error: 'must be the image in base64' })
    .check(
      z.minLength(1, { error: 'must be the image in base64' }),
      z.maxLength(Math.ceil(AD_IMAGE_MAX_BYTES / 3) * 4 + 1024, { error: 'is too large' }),
      z.regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'must be the image in base64' }),
    ),
});
export type AdBannerImageBody = z.input<typeof adBannerImageBodySchema>;

export const studioAdsCalls = {
  /** Banners, box by box in position order, with their counts. Owner, editor and support. */
  adBanners: endpoint({
    method: 'GET',
    path: '/studio/ad-banners',
    auth: 'operator',
    chosenByContract: true,
    query: adBannerListQuerySchema,
    response: listOf(studioAdBannerSchema),
  }),
  /** A new banner with generated art of its title (owners and editors). */
  createAdBanner: endpoint({
    method: 'POST',
    path: '/studio/ad-banners',
    auth: 'operator',
    chosenByContract: true,
    body: adBannerBodySchema,
    response: studioAdBannerSchema,
  }),
  /** Replaces a banner's fields; its image and counts stay (owners and editors). */
  changeAdBanner: endpoint({
    method: 'PUT',
    path: '/studio/ad-banners/:id',
    auth: 'operator',
    chosenByContract: true,
    params: bannerParamsSchema,
    // A schema of its own, so that the API document names each call's body.
    body: adBannerBodySchema.clone(),
    response: studioAdBannerSchema,
  }),
  /** Deletes a banner with its counts (owners and editors). */
  deleteAdBanner: endpoint({
    method: 'DELETE',
    path: '/studio/ad-banners/:id',
    auth: 'operator',
    chosenByContract: true,
    params: bannerParamsSchema,
    response: z.null(),
  }),
  /** Replaces a banner's image with an uploaded PNG, JPEG or WebP (owners and editors). */
  uploadAdBannerImage: endpoint({
    method: 'PUT',
    path: '/studio/ad-banner-images/:id',
    auth: 'operator',
    chosenByContract: true,
    params: bannerParamsSchema,
    body: adBannerImageBodySchema,
    response: studioAdBannerSchema,
  }),
  /** Gives a banner back its generated image (owners and editors). */
  removeAdBannerImage: endpoint({
    method: 'DELETE',
    path: '/studio/ad-banner-images/:id',
    auth: 'operator',
    chosenByContract: true,
    params: bannerParamsSchema,
    response: studioAdBannerSchema,
  }),
};
