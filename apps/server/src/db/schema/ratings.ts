import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountIdColumn, profileIdColumn } from './accounts.js';
import { shows, vods } from './catalogue.js';
import { createdAt } from './columns.js';

/**
 * Star ratings (1 to 5), one per viewing profile and title: a movie or episode (`vod_id`) or a TV show
 * (`show_id`). The titles keep the count and the sum (`rate_count`, `rate_stars_sum`).
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    profileId: profileIdColumn(),
    vodId: integer('vod_id').references(() => vods.id, { onDelete: 'cascade' }),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('ratings_profile_vod_idx').on(table.profileId, table.vodId),
    uniqueIndex('ratings_profile_show_idx').on(table.profileId, table.showId),
    check('ratings_one_title', sql`(${table.vodId} is null) <> (${table.showId} is null)`),
    check('ratings_stars_range', sql`${table.stars} between 1 and 5`),
  ],
);
