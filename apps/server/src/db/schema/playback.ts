import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountIdColumn, profiles } from './accounts.js';

/** Playback problems the player reports (the play-issues socket event), for operators. */
export const playIssues = pgTable(
  'play_issues',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** vod, channel or trailer. */
    recordModel: text('record_model').notNull(),
    /** The movie, episode or channel; no foreign key, as the kinds differ. */
    modelId: integer('model_id').notNull(),
    /** 0 movie, 1 episode, 3 channel (ItemType). */
    modelType: smallint('model_type').notNull(),
    buffer: boolean('buffer').notNull(),
    crash: boolean('crash').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('play_issues_occurred_idx').on(table.occurredAt)],
);
