import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { boxPositions } from './ads.js';
import { idSchema, limitSchema, pageSchema } from './common.js';
import { listOf } from './envelope.js';
import { PlayRule } from './playback.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's ads calls (/api/studio/ad-banners, /api/studio/video-campaigns): the image
 * banners of the ad boxes (catalogue §"Ad banners") and the video adverts played around titles
 * (access §3), with how often banners were shown and clicked.
 */

const M = ValidationKey;

/** A title people read: required, 200 characters at most. */
const titleText = z
  .string({ error: M.brandTextRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: M.brandTextRequired, abort: true }),
    z.maxLength(200, { error: M.brandTextTooLong }),
  );

const switchSchema = z.boolean({ error: M.moduleSwitchInvalid });

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

const secondsSchema = z
  .number({ error: M.secondsInvalid })
  .check(
    z.int({ error: M.secondsInvalid }),
    z.gte(0, { error: M.secondsInvalid }),
    z.lte(86_400, { error: M.secondsInvalid }),
  );

const campaignIdsSchema = z
  .array(z.int({ error: 'must be ids' }).check(z.positive({ error: 'must be ids' })))
  .check(z.maxLength(500, { error: 'must be 500 ids or fewer' }));

/** A video campaign as operators write it. */
export const videoCampaignBodySchema = z
  .strictObject({
    name: titleText,
    play_rules: z.union(
      [z.literal(PlayRule.start), z.literal(PlayRule.end), z.literal(PlayRule.middle)],
      { error: M.playRuleInvalid },
    ),
    /** The second of the title a mid-roll (rule 3) plays at; null for the others. */
    mid_roll_time: z.nullable(secondsSchema),
    /** Seconds before the advert can be skipped. */
    display_duration: secondsSchema,
    video_url: z.string({ error: M.videoUrlInvalid }).check(
      z.trim(),
      z.refine((value) => isAppPath(value) || isHttpsUrl(value), { error: M.videoUrlInvalid }),
    ),
    /** Plays on every title; `vod_ids` and `show_ids` are then left empty. */
    all_titles: switchSchema,
    vod_ids: campaignIdsSchema,
    show_ids: campaignIdsSchema,
    active: switchSchema,
  })
  .check(
    z.refine((value) => value.play_rules !== PlayRule.middle || value.mid_roll_time !== null, {
      error: M.midRollTimeRequired,
      path: ['mid_roll_time'],
    }),
    z.refine((value) => value.play_rules === PlayRule.middle || value.mid_roll_time === null, {
      error: M.midRollTimeOnlyMidRoll,
      path: ['mid_roll_time'],
    }),
    z.refine(
      (value) => value.all_titles !== (value.vod_ids.length > 0 || value.show_ids.length > 0),
      { error: M.campaignTargetsRequired, path: ['vod_ids'] },
    ),
  );
export type VideoCampaignBody = z.input<typeof videoCampaignBodySchema>;

export const studioVideoCampaignSchema = z.object({
  id: z.int(),
  name: z.string(),
  play_rules: z.union([
    z.literal(PlayRule.start),
    z.literal(PlayRule.end),
    z.literal(PlayRule.middle),
  ]),
  mid_roll_time: z.nullable(z.int()),
  display_duration: z.int(),
  video_url: z.string(),
  all_titles: z.boolean(),
  /** Movies and episodes it plays on. */
  vod_ids: z.array(z.int()),
  /** Shows on whose every episode it plays. */
  show_ids: z.array(z.int()),
  active: z.boolean(),
  created_at: z.string(),
});
export type StudioVideoCampaign = z.infer<typeof studioVideoCampaignSchema>;

const campaignParamsSchema = z.strictObject({ id: idSchema });

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
  /** Video campaigns, newest first. Owner, editor and support. */
  videoCampaigns: endpoint({
    method: 'GET',
    path: '/studio/video-campaigns',
    auth: 'operator',
    chosenByContract: true,
    response: z.array(studioVideoCampaignSchema),
  }),
  createVideoCampaign: endpoint({
    method: 'POST',
    path: '/studio/video-campaigns',
    auth: 'operator',
    chosenByContract: true,
    body: videoCampaignBodySchema,
    response: studioVideoCampaignSchema,
  }),
  changeVideoCampaign: endpoint({
    method: 'PUT',
    path: '/studio/video-campaigns/:id',
    auth: 'operator',
    chosenByContract: true,
    params: campaignParamsSchema,
    // A schema of its own, so that the API document names each call's body.
    body: videoCampaignBodySchema.clone(),
    response: studioVideoCampaignSchema,
  }),
  deleteVideoCampaign: endpoint({
    method: 'DELETE',
    path: '/studio/video-campaigns/:id',
    auth: 'operator',
    chosenByContract: true,
    params: campaignParamsSchema,
    response: z.null(),
  }),
};
