import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import type { SessionContext } from '../../../http/session.js';
import { profiles, ratings, shows, vods } from '../../../db/schema.js';
import { announceTitleChange, titleChangesLock } from '../catalogue/index.js';

/** What can be rated: a movie or episode (`vod`), or a TV show (`show`). */
export type RatedKind = 'vod' | 'show';

export type RateOutcome =
  | { kind: 'rated'; rateCount: number; rateStarsSum: number }
  | { kind: 'already-rated' }
  | { kind: 'no-such-title' };

/** The SQL of ratings: one row per viewing profile and title, and the title's count and sum of stars. */
export function createRatingRepository(db: Db) {
  return {
    /**
     * Keeps the profile's stars for the title, once: a second rating of the same title changes
     * nothing (the unique index decides, so concurrent calls cannot both count). The title's
     * count and sum move in the same statement. Lists show `rate` from the title rows they keep
     * in memory: the rating's row is the change that tells every server to update that title's
     * row (catalogue/title-changes.ts), so ratings are written one transaction at a time, and
     * this process is told at once. A title above a kids profile's ceiling is not found.
     */
    async rate(
      { profileId, maturityCeiling }: Pick<SessionContext, 'profileId' | 'maturityCeiling'>,
      kind: RatedKind,
      titleId: number,
      stars: number,
    ): Promise<RateOutcome> {
      const table = kind === 'vod' ? vods : shows;
      const titleColumn = kind === 'vod' ? ratings.vodId : ratings.showId;
      // One statement, so one round trip and a transaction of its own: on PGlite every query
      // holds the server's only thread, and a rating used to take six. The lock comes first
      // (the insert reads from it), the insert keeps the stars once, and the totals move only
      // when the insert did.
      const [row] = await queryRows<{
        found: boolean;
        seq: number | null;
        rate_count: number | null;
        rate_stars_sum: number | null;
      }>(
        db,
        sql`
        with ordered as (${titleChangesLock}),
        title as (
          select ${table.id} as id from ${table}
          where ${table.id} = ${titleId} and ${withinMaturity(table.parentalCode, maturityCeiling)}
        ),
        inserted as (
          insert into ${ratings} (${sql.identifier(ratings.accountId.name)}, ${sql.identifier(ratings.profileId.name)}, ${sql.identifier(ratings.stars.name)}, ${sql.identifier(titleColumn.name)})
          select ${profiles.accountId}, ${profiles.id}, ${stars}, title.id from title, ordered, ${profiles}
          where ${profiles.id} = ${profileId}
          on conflict do nothing
          returning ${ratings.id} as id
        ),
        totals as (
          update ${table}
          set ${sql.identifier(table.rateCount.name)} = ${table.rateCount} + 1,
            ${sql.identifier(table.rateStarsSum.name)} = ${table.rateStarsSum} + ${stars}
          where ${table.id} = ${titleId} and exists (select from inserted)
          returning ${table.rateCount} as rate_count, ${table.rateStarsSum} as rate_stars_sum
        )
        select exists (select from title) as found, (select id from inserted) as seq,
          (select rate_count from totals) as rate_count,
          (select rate_stars_sum from totals) as rate_stars_sum
      `,
      );
      if (!row?.found) return { kind: 'no-such-title' };
      if (row.seq === null || row.rate_count === null || row.rate_stars_sum === null) {
        return { kind: 'already-rated' };
      }
      const totals = {
        rateCount: Number(row.rate_count),
        rateStarsSum: Number(row.rate_stars_sum),
      };
      announceTitleChange(db, { seq: Number(row.seq), kind, id: titleId, totals });
      return { kind: 'rated', ...totals };
    },
  };
}

export type RatingRepository = ReturnType<typeof createRatingRepository>;
