import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, profileIdColumn, profiles } from './accounts.js';
import { shows, vods } from './catalogue.js';
import { createdAt } from './columns.js';

/** One row per play of a movie or episode: a granted stream or a view event. Trending counts them. */
export const titlePlays = pgTable(
  'title_plays',
  {
    id: serial('id').primaryKey(),
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    /** stream (the stream call granted a profile) or view (a single_*_view analytics event). */
    source: text('source').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  // Covers the trending query: a range of recent plays, grouped by title, counting accounts.
  (table) => [index('title_plays_recent_idx').on(table.playedAt, table.vodId, table.accountId)],
);

/** Where a profile stopped watching a movie or episode: the continue-watching row. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    /** Seconds into the title where playback stopped. */
    stoppedTime: integer('stopped_time').notNull(),
    /** The title's length in seconds. */
    duration: integer('duration').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('watch_progress_profile_vod_idx').on(table.profileId, table.vodId),
    index('watch_progress_profile_updated_idx').on(table.profileId, table.updatedAt),
  ],
);

/** A viewing profile's watchlist: films (`vod_id`) and shows (`show_id`), newest first. */
export const myList = pgTable(
  'my_list',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    profileId: profileIdColumn(),
    vodId: integer('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('my_list_profile_vod_idx').on(table.profileId, table.vodId),
    uniqueIndex('my_list_profile_show_idx').on(table.profileId, table.showId),
    index('my_list_profile_created_idx').on(table.profileId, table.createdAt),
    check('my_list_one_title', sql`(${table.vodId} is null) <> (${table.showId} is null)`),
  ],
);
