import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountIdColumn, profiles } from './accounts.js';
import { vods } from './catalogue.js';

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
