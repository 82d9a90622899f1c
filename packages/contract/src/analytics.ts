import { z } from './zod.js';
import { endpoint } from './endpoint.js';

/** The analytics events the spec lists (catalogue §4 "Analytics", access §2). */
export const analyticsEventNames = [
  'single_movie_view',
  'single_episode_view',
  'movie_rate',
  'rate_episode',
  'rent_movie',
  'rent_episode',
  'ad_click',
  'logout',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** At most this many events travel in one request; the web sends them in batches. */
export const ANALYTICS_BATCH_MAX = 50;

/** A property value: analytics carry flat facts (ids, titles, flags), never nested objects. */
const propertyValueSchema = z.union([
  z.string().check(z.maxLength(500)),
  z.number(),
  z.boolean(),
  z.null(),
]);

export const analyticsEventSchema = z.strictObject({
  name: z.enum(analyticsEventNames, {
    error: `name must be one of ${analyticsEventNames.join(', ')}`,
  }),
  /** When it happened on the device, as an ISO 8601 instant. */
  occurred_at: z.iso.datetime({ error: 'occurred_at must be an ISO 8601 date-time' }),
  properties: z._default(
    z.record(z.string().check(z.maxLength(64)), propertyValueSchema).check(
      z.refine((value) => Object.keys(value).length <= 20, {
        error: 'properties may hold at most 20 entries',
      }),
    ),
    {},
  ),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const trackBodySchema = z.strictObject({
  events: z
    .array(analyticsEventSchema)
    .check(
      z.minLength(1, { error: 'events must hold at least one event' }),
      z.maxLength(ANALYTICS_BATCH_MAX, { error: `events may hold at most ${ANALYTICS_BATCH_MAX}` }),
    ),
});
export type TrackBody = z.input<typeof trackBodySchema>;

export const analyticsCalls = {
  /** Stores a batch of analytics events of the signed-in user; the spec leaves the sink open. */
  track: endpoint({
    method: 'POST',
    path: '/analytics/events',
    auth: 'token',
    chosenByContract: true,
    body: trackBodySchema,
    response: z.object({ accepted: z.int().check(z.gte(0)) }),
  }),
};
