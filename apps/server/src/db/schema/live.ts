import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accountIdColumn } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * Live channels, written by the `channels` importer from M3U lists. `tvg_id` is the key into
 * an XMLTV guide and the importer's key; entries without one are keyed by their normalised
 * title. `stream_url` is the list's source URL, kept for reference: the live origin plays
 * channels from arithmetic (docs/decisions.md, "Live channels from arithmetic").
 */
export const channels = pgTable('channels', {
  id: serial('id').primaryKey(),
  tvgId: text('tvg_id').unique(),
  title: text('title').notNull(),
  channelNumber: integer('channel_number').notNull(),
  logoUrl: text('logo_url'),
  streamUrl: text('stream_url'),
  catchupEnabled: boolean('catchup_enabled').notNull().default(false),
  catchupDays: integer('catchup_days').notNull().default(0),
  catchupSource: text('catchup_source'),
  /** The list's tvg-shift, in minutes: the importer moves the guide's times by it. */
  tvgShiftMinutes: integer('tvg_shift_minutes').notNull().default(0),
  parentalCode: text('parental_code'),
  /** The parental PIN is asked before the channel plays (parental_rating.require_pin). */
  requirePin: boolean('require_pin').notNull().default(false),
  censorshipAllowed: boolean('censorship_allowed').notNull().default(false),
  screenshotUrl: text('screenshot_url'),
  /**
   * The demo media the live origin loops on this channel, in order (folder names under
   * media/vod); null loops the default rotation, started at a point of its own per channel.
   */
  liveAssets: text('live_assets').array(),
  createdAt: createdAt(),
});

export const channelCategories = pgTable('channel_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  parentId: integer('parent_id').references((): AnyPgColumn => channelCategories.id, {
    onDelete: 'set null',
  }),
});

export const channelCategoryLinks = pgTable(
  'channel_category_links',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => channelCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.categoryId] })],
);

/** The guide's programmes of imported channels, written by the `guide` importer. */
export const programmes = pgTable(
  'programmes',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    start: timestamp('start', { withTimezone: true }).notNull(),
    stop: timestamp('stop', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category'),
    iconUrl: text('icon_url'),
    episode: text('episode'),
  },
  (table) => [
    unique('programmes_channel_start_unique').on(table.channelId, table.start),
    index('programmes_channel_start_idx').on(table.channelId, table.start),
    index('programmes_start_stop_idx').on(table.start, table.stop),
  ],
);

/** An account's favourite channels (catalogue §4, Live TV list). */
export const favouriteChannels = pgTable(
  'favourite_channels',
  {
    accountId: accountIdColumn(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.channelId] })],
);

/** One row per granted channel stream: what trending channels rank, as title_plays does. */
export const channelPlays = pgTable(
  'channel_plays',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('channel_plays_recent_idx').on(table.playedAt, table.channelId, table.accountId),
  ],
);
