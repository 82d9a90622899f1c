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
import { accountIdColumn, profileIdColumn } from './accounts.js';
import { bytea, createdAt } from './columns.js';

/**
 * Live channels, written by the `channels` importer from M3U lists. `tvg_id` is the key into
 * an XMLTV guide and the importer's key; entries without one are keyed by their normalised
 * title. `stream_url` is the list's first source (channel_sources holds them all): a channel
 * with sources is restreamed from them (media/restream), one without is played from arithmetic
 * (docs/decisions.md, "Live channels from arithmetic").
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
  /**
   * The list's `catchup` mode, lower-cased (default, append, shift, flussonic, xc, ...): with
   * one, catch-up plays from the upstream's own archive; without, a channel with catch-up days
   * is recorded.
   */
  catchupMode: text('catchup_mode'),
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

/**
 * The logo an operator uploaded for a channel, scaled to fit 512x512, as PNG; the channel's
 * `logo_url` names it. Kept in the database so that every instance serves it.
 */
export const channelLogos = pgTable('channel_logos', {
  channelId: integer('channel_id')
    .primaryKey()
    .references(() => channels.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  /** The first characters of its SHA-256, in its URL: a new logo gets a new address. */
  digest: text('digest').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * A channel's upstream sources in the order its lists give them: entries with one tvg-id (or,
 * without, one normalised name) are alternatives of one channel. The first plays; the next
 * take over when it fails (media/restream).
 */
export const channelSources = pgTable(
  'channel_sources',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** 0 for the first. */
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.position] })],
);

/**
 * The segments a restreamed channel has received, in order (media/restream): the live window,
 * pause and catch-up are cut from them. The files are under MEDIA_DIR/channels/<channel>/.
 */
export const channelSegments = pgTable(
  'channel_segments',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The segment's media sequence number: one more than the one before, never reused. */
    sequence: integer('sequence').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Its file name in the channel's folder. */
    file: text('file').notNull(),
    /** Its init segment's file name (EXT-X-MAP), for fragmented MP4. */
    mapFile: text('map_file'),
    /** A source change, a restart or a gap lies between the previous segment and this one. */
    discontinuity: boolean('discontinuity').notNull().default(false),
    /** Discontinuities from the first segment up to this one: its Discontinuity Sequence Number. */
    discontinuitySequence: integer('discontinuity_sequence').notNull().default(0),
    bytes: integer('bytes').notNull(),
    /** The position of the source it came from (channel_sources). */
    source: integer('source').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.sequence] }),
    index('channel_segments_time_idx').on(table.channelId, table.startsAt),
  ],
);

export const channelCategories = pgTable('channel_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Operators' order (the studio): lower first, then by name. */
  position: integer('position').notNull().default(0),
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

/** A viewing profile's favourite channels (catalogue §4, Live TV list). */
export const favouriteChannels = pgTable(
  'favourite_channels',
  {
    accountId: accountIdColumn(),
    profileId: profileIdColumn(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.channelId] })],
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
