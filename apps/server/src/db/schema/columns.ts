import { timestamp } from 'drizzle-orm/pg-core';

/** The `created_at` column most tables share, set by the database on insert. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
