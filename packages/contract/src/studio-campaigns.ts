import { z } from './zod.js';
import { endpoint } from './endpoint.js';
import { idSchema } from './common.js';
import { PlayRule } from './playback.js';
import { isAppPath, isHttpsUrl, switchSchema, titleText } from './studio-ads.js';
import { ValidationKey } from './validation-texts.js';

/**
 * The studio's video campaign calls (/api/studio/video-campaigns): the video adverts played
 * around titles (access §3), their play rule and the titles they play on.
 */

const M = ValidationKey;

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

/** A title as a picker offers and lists it: its name and year beside its id. */
export const titleChoiceSchema = z.object({
  id: z.int(),
  title: z.string(),
  year: z.nullable(z.int()),
});
export type TitleChoice = z.infer<typeof titleChoiceSchema>;

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
  /** The titles of `vod_ids`, in their order, so that the console names them. */
  vods: z.array(titleChoiceSchema),
  /** The shows of `show_ids`, in their order. */
  shows: z.array(titleChoiceSchema),
  active: z.boolean(),
  created_at: z.string(),
});
export type StudioVideoCampaign = z.infer<typeof studioVideoCampaignSchema>;

const campaignParamsSchema = z.strictObject({ id: idSchema });

export const studioCampaignCalls = {
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
