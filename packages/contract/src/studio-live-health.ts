// What the studio's Live pages show of the restream: each channel's sources and state, and the
// section's counts. The calls are in studio-live.ts.
import { z } from './zod.js';
import { pageSchema } from './common.js';

/** A source of a channel as the restream knows it now. */
export const sourceHealthSchema = z.object({
  url: z.string(),
  state: z.enum(['unknown', 'up', 'failed']),
  error: z.nullable(z.string()),
  failed_at: z.nullable(z.string()),
});

/** A channel with upstreams, as the restream of the instance asked knows it. */
export const channelHealthSchema = z.object({
  channel_id: z.int(),
  title: z.string(),
  number: z.int(),
  /** `idle`: nobody watches and it is not recorded; `elsewhere`: another instance runs it. */
  state: z.enum(['starting', 'up', 'failing_over', 'down', 'elsewhere', 'idle']),
  /** The position of the source playing, in failover order. */
  source: z.nullable(z.int()),
  sources: z.array(sourceHealthSchema),
  viewers: z.int(),
  recorded: z.boolean(),
});
export type ChannelHealth = z.infer<typeof channelHealthSchema>;

export const liveHealthQuerySchema = z.strictObject({
  /** Only channels with a source down or failing. */
  problems: z.optional(z.enum(['1', '0'], { error: 'must be 1 or 0' })),
  page: z.optional(pageSchema),
});

/** The Live page's counts. */
export const liveOverviewSchema = z.object({
  channels: z.int(),
  categories: z.int(),
  /** Channels restreamed from upstreams (the others play the demo's timeline). */
  with_sources: z.int(),
  up: z.int(),
  down: z.int(),
  recorded: z.int(),
  viewers: z.int(),
  sources: z.int(),
  /** Sources whose last import failed. */
  failing_sources: z.int(),
  unmatched_guide_channels: z.int(),
});
export type LiveOverview = z.infer<typeof liveOverviewSchema>;
