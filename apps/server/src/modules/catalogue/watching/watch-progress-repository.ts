import { and, count, desc, eq, sql } from 'drizzle-orm';
import { FINISHED_PERCENT } from '@marquee/contract';
import type { Clock } from '../../../clock.js';
import { onNotice, type ChangeNotices } from '../../../cluster/index.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo, thenForget } from '../../../read-memo.js';
import type { Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import { vods, watchProgress } from '../../../db/schema.js';

/** Where a profile stopped a title, in whole seconds. */
export interface Progress {
  vodId: number;
  stoppedTime: number;
  duration: number;
}

export interface ProgressUpdate extends Progress {
  accountId: number;
  profileId: number;
  at: Date;
  /** A kids profile's ceiling: a title above it is not there to keep a position on. */
  maturityCeiling?: string | null;
}

/** The SQL of continue-watching positions: one row per profile and title. */
export function createWatchProgressRepository(db: Db) {
  // The contract's `isFinished` in SQL (on watch_progress joined with its title): a title is
  // finished once its credits had started, or 95 % of it was watched. A kids profile's
  // `ceiling` keeps only the titles within it.
  const unfinished = (profileId: number, ceiling: string | null) =>
    and(
      eq(watchProgress.profileId, profileId),
      sql`${watchProgress.stoppedTime} * 100 < ${watchProgress.duration} * ${FINISHED_PERCENT}`,
      sql`coalesce(${watchProgress.stoppedTime} < (${vods.markers} -> 'credits' ->> 'start')::float8, true)`,
      withinMaturity(vods.parentalCode, ceiling),
    );

  return {
    /**
     * Keeps where a profile stopped a title; the latest position wins. Says whether it was
     * kept: a title that does not exist has no position.
     */
    async saveProgress(update: ProgressUpdate): Promise<boolean> {
      const [vod] = await db
        .select({ id: vods.id })
        .from(vods)
        .where(
          and(
            eq(vods.id, update.vodId),
            withinMaturity(vods.parentalCode, update.maturityCeiling ?? null),
          ),
        )
        .limit(1);
      if (!vod) return false;
      const position = {
        accountId: update.accountId,
        stoppedTime: Math.floor(update.stoppedTime),
        duration: Math.round(update.duration),
        updatedAt: update.at,
      };
      await db
        .insert(watchProgress)
        .values({ profileId: update.profileId, vodId: update.vodId, ...position })
        .onConflictDoUpdate({
          target: [watchProgress.profileId, watchProgress.vodId],
          set: position,
        });
      return true;
    },

    /** Every position of a profile, by title id. */
    async positionsOf(profileId: number): Promise<Map<number, Progress>> {
      const rows = await db
        .select({
          vodId: watchProgress.vodId,
          stoppedTime: watchProgress.stoppedTime,
          duration: watchProgress.duration,
        })
        .from(watchProgress)
        .where(eq(watchProgress.profileId, profileId));
      return new Map(rows.map((row) => [row.vodId, row]));
    },

    /**
     * A page of the titles a profile has not finished, the most recently watched first; with a
     * kids profile's `ceiling`, only titles within it.
     */
    async unfinished(profileId: number, page: number, limit: number, ceiling: string | null) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            vodId: watchProgress.vodId,
            stoppedTime: watchProgress.stoppedTime,
            duration: watchProgress.duration,
          })
          .from(watchProgress)
          .innerJoin(vods, eq(vods.id, watchProgress.vodId))
          .where(unfinished(profileId, ceiling))
          .orderBy(desc(watchProgress.updatedAt), desc(watchProgress.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ value: count() })
          .from(watchProgress)
          .innerJoin(vods, eq(vods.id, watchProgress.vodId))
          .where(unfinished(profileId, ceiling)),
      ]);
      return { rows: rows satisfies Progress[], total: total?.value ?? 0 };
    },
  };
}

export type WatchProgressRepository = ReturnType<typeof createWatchProgressRepository>;

const POSITIONS_MEMO_CAPACITY = 20_000;

/**
 * The repository with each profile's positions memoised (read-memo.ts): every list of films
 * and episodes shows them. Saving a position forgets the profile's on every instance (a change
 * notice, cluster/change-notices.ts), so each shows it from its next call.
 */
export function withPositionsMemo(
  progress: WatchProgressRepository,
  now: Clock,
  notices: ChangeNotices,
): WatchProgressRepository {
  const memo = createReadMemo((profileId: number) => progress.positionsOf(profileId), {
    maxAgeMs: READ_MEMO_MAX_AGE_MS,
    capacity: POSITIONS_MEMO_CAPACITY,
    now: () => now().getTime(),
  });
  onNotice(
    notices,
    'positions',
    ({ profileId }) => memo.forget(profileId),
    () => memo.clear(),
  );
  return {
    ...progress,
    positionsOf: memo.get,
    saveProgress: thenForget(
      (update: ProgressUpdate) => progress.saveProgress(update),
      ({ profileId }) => notices.publish({ kind: 'positions', profileId }),
    ),
  };
}
