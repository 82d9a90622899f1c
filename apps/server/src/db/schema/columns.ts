import { customType, timestamp } from 'drizzle-orm/pg-core';

/** The `created_at` column most tables share, set by the database on insert. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Bytes kept in the database (uploaded images and lists), so that every instance reads them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
