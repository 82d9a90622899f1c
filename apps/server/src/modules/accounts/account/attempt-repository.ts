import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { attemptCounters } from '../../../db/schema.js';

export type AttemptRow = typeof attemptCounters.$inferSelect;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The SQL of failure counters (failed logins, wrong PINs). */
export function createAttemptRepository(db: Db) {
  const byKey = (scope: string, keyHash: string) =>
    and(eq(attemptCounters.scope, scope), eq(attemptCounters.keyHash, keyHash));

  return {
    async find(scope: string, keyHash: string): Promise<AttemptRow | undefined> {
      const [row] = await db.select().from(attemptCounters).where(byKey(scope, keyHash)).limit(1);
      return row;
    },

    /**
     * Counts one more failure in one statement, so concurrent failures all count. The count
     * starts again when the last failure and the last lock both ended before `quietSince`.
     */
    async recordFailure(
      scope: string,
      keyHash: string,
      now: Date,
      quietSince: Date,
    ): Promise<number> {
      const [row] = await db
        .insert(attemptCounters)
        .values({ scope, keyHash, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: [attemptCounters.scope, attemptCounters.keyHash],
          set: {
            failures: sql`CASE WHEN ${attemptCounters.lastFailureAt} < ${at(quietSince)}
              AND coalesce(${attemptCounters.lockedUntil}, ${attemptCounters.lastFailureAt}) < ${at(quietSince)}
              THEN 1 ELSE ${attemptCounters.failures} + 1 END`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: attemptCounters.failures });
      return row!.failures;
    },

    async lock(scope: string, keyHash: string, until: Date): Promise<void> {
      await db.update(attemptCounters).set({ lockedUntil: until }).where(byKey(scope, keyHash));
    },

    async clear(scope: string, keyHash: string): Promise<void> {
      await db.delete(attemptCounters).where(byKey(scope, keyHash));
    },

    /** Forgets counters whose last failure and lock both ended before `before`. */
    async prune(before: Date): Promise<void> {
      await db
        .delete(attemptCounters)
        .where(
          and(
            lt(attemptCounters.lastFailureAt, before),
            or(isNull(attemptCounters.lockedUntil), lt(attemptCounters.lockedUntil, before)),
          ),
        );
    },
  };
}

export type AttemptRepository = ReturnType<typeof createAttemptRepository>;
