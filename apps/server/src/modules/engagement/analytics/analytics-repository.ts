import type { Db } from '../../../db/client.js';
import { analyticsEvents } from '../../../db/schema.js';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/** The SQL of analytics events. */
export function createAnalyticsRepository(db: Db) {
  return {
    async insertEvents(rows: AnalyticsEventRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
