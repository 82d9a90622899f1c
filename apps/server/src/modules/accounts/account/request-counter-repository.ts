import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { requestCounters } from '../../../db/schema.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The SQL of request counters (registrations, password-reset requests). */
export function createRequestCounterRepository(db: Db) {
  return {
    /**
     * Counts one more request in one statement, so concurrent requests all count. A window
     * that started at or before `windowOverSince` is over: this request starts a new one.
     */
    async count(
      scope: string,
      keyHash: string,
      now: Date,
      windowOverSince: Date,
    ): Promise<{ requests: number; windowStartedAt: Date }> {
      const over = sql`${requestCounters.windowStartedAt} <= ${at(windowOverSince)}`;
      const [row] = await db
        .insert(requestCounters)
        .values({ scope, keyHash, requests: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: [requestCounters.scope, requestCounters.keyHash],
          set: {
            requests: sql`CASE WHEN ${over} THEN 1 ELSE ${requestCounters.requests} + 1 END`,
            windowStartedAt: sql`CASE WHEN ${over} THEN ${at(now)}
              ELSE ${requestCounters.windowStartedAt} END`,
          },
        })
        .returning({
          requests: requestCounters.requests,
          windowStartedAt: requestCounters.windowStartedAt,
        });
      return row!;
    },

    /** Forgets counters whose window started before `before`. */
    async prune(before: Date): Promise<void> {
      await db.delete(requestCounters).where(lt(requestCounters.windowStartedAt, before));
    },
  };
}

export type RequestCounterRepository = ReturnType<typeof createRequestCounterRepository>;
