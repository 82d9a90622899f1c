import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountIdColumn, profiles } from './accounts.js';

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

/** Analytics events as the web app sends them, with who sent them and when they arrived. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<AnalyticsProperties>().notNull().default({}),
    /** The device's time of the event. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The server's time of arrival: what reports trust. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('analytics_events_name_received_idx').on(table.name, table.receivedAt)],
);
