import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { shows, vods } from './catalogue.js';
import { createdAt } from './columns.js';

/**
 * Video adverts played around a movie or episode: play_rules 1 before it, 2 at its end, 3 at
 * `mid_roll_time` seconds. A campaign plays on the titles and shows it targets
 * (`video_campaign_targets`), or on every title when `all_titles` is set.
 */
export const videoCampaigns = pgTable(
  'video_campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    playRules: smallint('play_rules').notNull(),
    midRollTime: integer('mid_roll_time'),
    /** Seconds before the advert can be skipped. */
    displayDuration: integer('display_duration').notNull(),
    videoUrl: text('video_url').notNull(),
    allTitles: boolean('all_titles').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('video_campaigns_play_rules', sql`${table.playRules} in (1, 2, 3)`),
    check(
      'video_campaigns_mid_roll_time',
      sql`(${table.playRules} = 3) = (${table.midRollTime} is not null)`,
    ),
    check('video_campaigns_display_duration', sql`${table.displayDuration} >= 0`),
  ],
);

/** What a campaign plays on: one movie or episode (`vod_id`), or every episode of a show. */
export const videoCampaignTargets = pgTable(
  'video_campaign_targets',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => videoCampaigns.id, { onDelete: 'cascade' }),
    vodId: integer('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('video_campaign_targets_vod_idx').on(table.vodId),
    index('video_campaign_targets_show_idx').on(table.showId),
    check('video_campaign_targets_one', sql`(${table.vodId} is null) <> (${table.showId} is null)`),
  ],
);
