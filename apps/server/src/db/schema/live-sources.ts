import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';
import { channels } from './live.js';

/**
 * The operators' M3U lists and XMLTV guides (the studio's Live sources): fetched from `url`
 * on a schedule, or uploaded. `file` keeps the last bytes imported, so that a guide channel
 * mapped later gets its programmes at once, without fetching again.
 */
export const liveSources = pgTable('live_sources', {
  id: serial('id').primaryKey(),
  /** `m3u` or `xmltv`. */
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  url: text('url'),
  file: bytea('file'),
  /** Hours between scheduled refreshes; null: only when an operator asks. */
  refreshHours: integer('refresh_hours'),
  /** When the schedule imports it next; taken by one instance at a time. */
  nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Each import of a source and what it did (problems as codes the console words). */
export const liveSourceImports = pgTable(
  'live_source_imports',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => liveSources.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    trigger: text('trigger').notNull(),
    ok: boolean('ok').notNull(),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    problems: jsonb('problems').notNull(),
  },
  (table) => [index('live_source_imports_source_idx').on(table.sourceId, table.startedAt)],
);

/**
 * The channels each guide source declared at its last import, and the channel each fed
 * (null: none, the studio's unmatched list).
 */
export const guideChannels = pgTable(
  'guide_channels',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => liveSources.id, { onDelete: 'cascade' }),
    guideId: text('guide_id').notNull(),
    names: text('names').array().notNull(),
    programmes: integer('programmes').notNull(),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.sourceId, table.guideId] })],
);

/** Operators' mappings of guide channels to channels, ahead of matching by tvg-id or name. */
export const guideChannelMappings = pgTable('guide_channel_mappings', {
  guideId: text('guide_id').primaryKey(),
  channelId: integer('channel_id')
    .notNull()
    .references(() => channels.id, { onDelete: 'cascade' }),
});
