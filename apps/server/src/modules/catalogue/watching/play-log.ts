import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { ItemType } from '@marquee/contract';
import { DAY, type Clock } from '../../../clock.js';
import type { Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import { titlePlays, vods } from '../../../db/schema.js';
import { titleWithin } from '../catalogue/index.js';

/** Plays older than this no longer count towards trending. */
export const TRENDING_WINDOW_DAYS = 7;

export type PlaySource = 'stream' | 'view';

/** A view event's title: a movie (single_movie_view) or an episode (single_episode_view). */
export interface ViewedTitle {
  vodId: number;
  type: typeof ItemType.movie | typeof ItemType.episode;
}

/**
 * The play log: one row per granted stream or view event, and the titles played most in the
 * last week. Ranked by how many accounts played a title, then by plays, so one account
 * replaying a title cannot push it up alone.
 */
export function createPlayLog(db: Db, now: Clock) {
  const since = () => new Date(now().getTime() - TRENDING_WINDOW_DAYS * DAY);
  const viewers = sql`count(distinct ${titlePlays.accountId})`;
  const plays = sql`count(*)`;

  return {
    async streamGranted(accountId: number, vodId: number): Promise<void> {
      await db.insert(titlePlays).values({ vodId, accountId, source: 'stream', playedAt: now() });
    },

    /** Logs views of titles that exist with the type the event names; others are skipped. */
    async viewed(accountId: number, titles: ViewedTitle[]): Promise<number> {
      if (titles.length === 0) return 0;
      const known = await db
        .select({ id: vods.id, type: vods.type })
        .from(vods)
        .where(inArray(vods.id, [...new Set(titles.map((title) => title.vodId))]));
      const typeOf = new Map(known.map((row) => [row.id, row.type]));
      const playedAt = now();
      const rows = titles
        .filter((title) => typeOf.get(title.vodId) === title.type)
        .map((title) => ({ vodId: title.vodId, accountId, source: 'view', playedAt }));
      if (rows.length > 0) await db.insert(titlePlays).values(rows);
      return rows.length;
    },

    /** Movies (type 0) or episodes (type 1) played most in the window, within a ceiling. */
    async mostPlayedVodIds(type: number, limit: number, ceiling: string | null): Promise<number[]> {
      const rows = await db
        .select({ id: titlePlays.vodId })
        .from(titlePlays)
        .innerJoin(vods, eq(vods.id, titlePlays.vodId))
        .where(
          and(
            gte(titlePlays.playedAt, since()),
            eq(vods.type, type),
            withinMaturity(vods.parentalCode, ceiling),
          ),
        )
        .groupBy(titlePlays.vodId)
        .orderBy(desc(viewers), desc(plays), asc(titlePlays.vodId))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** TV shows whose episodes were played most in the window, within a ceiling. */
    async mostPlayedShowIds(limit: number, ceiling: string | null): Promise<number[]> {
      const rows = await db
        .select({ id: sql<number>`${vods.showId}` })
        .from(titlePlays)
        .innerJoin(vods, eq(vods.id, titlePlays.vodId))
        .where(
          and(
            gte(titlePlays.playedAt, since()),
            eq(vods.type, ItemType.episode),
            isNotNull(vods.showId),
            titleWithin(db, vods.showId, 'shows', ceiling),
          ),
        )
        .groupBy(vods.showId)
        .orderBy(desc(viewers), desc(plays), asc(vods.showId))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type PlayLog = ReturnType<typeof createPlayLog>;
