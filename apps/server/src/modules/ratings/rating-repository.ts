import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ratings, shows, vods } from '../../db/schema.js';
import { announceTitleChange, lockTitleChanges } from '../catalogue/index.js';

/** What can be rated: a movie or episode (`vod`), or a TV show (`show`). */
export type RatedKind = 'vod' | 'show';

export type RateOutcome =
  | { kind: 'rated'; rateCount: number; rateStarsSum: number }
  | { kind: 'already-rated' }
  | { kind: 'no-such-title' };

/** The SQL of ratings: one row per account and title, and the title's count and sum of stars. */
export function createRatingRepository(db: Db) {
  return {
    /**
     * Keeps the account's stars for the title, once: a second rating of the same title changes
     * nothing (the unique index decides, so concurrent calls cannot both count). The title's
     * count and sum move in the same transaction. Lists show `rate` from the title rows they keep
     * in memory: the rating's row is the change that tells every server to update that title's
     * row (catalogue/title-changes.ts), so ratings are written one transaction at a time, and
     * this process is told at once.
     */
    async rate(
      accountId: number,
      kind: RatedKind,
      titleId: number,
      stars: number,
    ): Promise<RateOutcome> {
      const table = kind === 'vod' ? vods : shows;
      let seq = 0;
      const outcome = await db.transaction(async (tx): Promise<RateOutcome> => {
        await lockTitleChanges(tx);
        const [title] = await tx
          .select({ id: table.id })
          .from(table)
          .where(eq(table.id, titleId))
          .limit(1);
        if (!title) return { kind: 'no-such-title' };
        const inserted = await tx
          .insert(ratings)
          .values({
            accountId,
            stars,
            ...(kind === 'vod' ? { vodId: titleId } : { showId: titleId }),
          })
          .onConflictDoNothing()
          .returning({ id: ratings.id });
        if (inserted.length === 0) return { kind: 'already-rated' };
        seq = inserted[0]!.id;
        const [totals] = await tx
          .update(table)
          .set({
            rateCount: sql`${table.rateCount} + 1`,
            rateStarsSum: sql`${table.rateStarsSum} + ${stars}`,
          })
          .where(eq(table.id, titleId))
          .returning({ rateCount: table.rateCount, rateStarsSum: table.rateStarsSum });
        return { kind: 'rated', ...totals! };
      });
      if (outcome.kind === 'rated') {
        const { rateCount, rateStarsSum } = outcome;
        announceTitleChange(db, { seq, kind, id: titleId, totals: { rateCount, rateStarsSum } });
      }
      return outcome;
    },
  };
}

export type RatingRepository = ReturnType<typeof createRatingRepository>;
