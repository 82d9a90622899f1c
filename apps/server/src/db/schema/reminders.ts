import { index, integer, pgTable, serial, unique } from 'drizzle-orm/pg-core';
import { accountIdColumn, profileIdColumn } from './accounts.js';
import { createdAt } from './columns.js';
import { programmes } from './live.js';

/**
 * Guide reminders (catalogue §4, Reminders): one per viewing profile and programme, firing
 * `minutes_before` the programme starts. A programme dropped from the guide takes its
 * reminders with it.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    accountId: accountIdColumn(),
    profileId: profileIdColumn(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    minutesBefore: integer('minutes_before').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('reminders_profile_programme_unique').on(table.profileId, table.programmeId),
    // The guide drops old programmes daily: the cascade finds their reminders by this index.
    index('reminders_programme_idx').on(table.programmeId),
  ],
);
