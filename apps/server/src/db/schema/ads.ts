import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountIdColumn } from './accounts.js';
import { bytea, createdAt } from './columns.js';

/** Image banners of the ad boxes (home_box, movies_box, ...), in position order. */
export const adBanners = pgTable(
  'ad_banners',
  {
    /** Sent to the web app as `mongo_id`, which the ads-banner socket event carries back. */
    id: text('id').primaryKey(),
    boxPosition: text('box_position').notNull(),
    /** The banner's text: drawn on the generated image and its text alternative. */
    title: text('title').notNull(),
    imagePath: text('image_path').notNull(),
    /** An in-app path (`/movies/12`, `/page/help`); null for a banner that only shows. */
    targetUrl: text('target_url'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** Shown from this moment on; null: since it was made active. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** Shown until this moment; null: until made inactive. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('ad_banners_box_idx').on(table.boxPosition, table.position)],
);

/**
 * What viewers did with ad banners, from the ads-banner socket event: a click, a close, or
 * (neither set) an impression, sent once a page view shows the banner.
 */
export const adBannerEvents = pgTable(
  'ad_banner_events',
  {
    id: serial('id').primaryKey(),
    bannerId: text('banner_id')
      .notNull()
      .references(() => adBanners.id, { onDelete: 'cascade' }),
    accountId: accountIdColumn(),
    clicked: boolean('clicked').notNull(),
    closed: boolean('closed').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ad_banner_events_banner_idx').on(table.bannerId, table.occurredAt)],
);

/**
 * Images operators uploaded for banners, in the database so that every instance serves them
 * (instances do not share DATA_DIR). A banner's `image_path` names the one it shows.
 */
export const adBannerImages = pgTable('ad_banner_images', {
  bannerId: text('banner_id')
    .primaryKey()
    .references(() => adBanners.id, { onDelete: 'cascade' }),
  /** image/png, image/jpeg or image/webp, from the file's first bytes. */
  contentType: text('content_type').notNull(),
  /** The first characters of its SHA-256, in its URL: a new image gets a new address. */
  digest: text('digest').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
