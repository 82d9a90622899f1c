import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Static pages (`/page/{slug}`): a title and plain-text paragraphs. */
export const staticPages = pgTable('static_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
