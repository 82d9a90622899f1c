import { FINISHED_PERCENT, ItemType } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';

/** Stars from which a rating says "more like this", and up to which it says "not for me". */
export const LIKED_STARS = 4;
export const DISLIKED_STARS = 2;

interface Scored {
  id: number;
  score: number;
  /** Finished (a film), or rated DISLIKED_STARS or fewer: left out of the profile's picks. */
  done: boolean;
}

const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * A viewing profile's taste: the genres of what it watched and rated well, each counted once per
 * title. Recommendations put the titles sharing most of them first (`rankByTaste`).
 */
export function createTasteRepository(db: Db) {
  return {
    /** Films by taste: genres of the films and episodes it watched or liked. */
    async scoreFilms(profileId: number, candidates: readonly number[]): Promise<Scored[]> {
      return queryRows<Scored>(
        db,
        sql`with seen as (
            select vod_id from watch_progress where profile_id = ${profileId}
            union
            select vod_id from ratings
            where profile_id = ${profileId} and vod_id is not null and stars >= ${LIKED_STARS}
          ), taste as (
            select g.genre_id, count(*) as weight
            from seen join vod_genres g on g.vod_id = seen.vod_id group by g.genre_id
          )
          select v.id,
            coalesce((select sum(t.weight) from vod_genres g join taste t using (genre_id)
              where g.vod_id = v.id), 0)::int as score,
            exists (select 1 from watch_progress w where w.profile_id = ${profileId}
                and w.vod_id = v.id
                and (w.stopped_time * 100 >= w.duration * ${FINISHED_PERCENT}
                  or w.stopped_time >= (v.markers -> 'credits' ->> 'start')::numeric))
              or exists (select 1 from ratings r where r.profile_id = ${profileId}
                and r.vod_id = v.id and r.stars <= ${DISLIKED_STARS}) as done
          from vods v where v.id in (${ids(candidates)})`,
      );
    },

    /** Shows by taste: genres of the shows whose episodes it watched, or it liked. */
    async scoreShows(profileId: number, candidates: readonly number[]): Promise<Scored[]> {
      return queryRows<Scored>(
        db,
        sql`with seen as (
            select v.show_id from watch_progress w join vods v on v.id = w.vod_id
            where w.profile_id = ${profileId} and v.show_id is not null
            union
            select show_id from ratings
            where profile_id = ${profileId} and show_id is not null and stars >= ${LIKED_STARS}
          ), taste as (
            select g.genre_id, count(*) as weight
            from seen join show_genres g on g.show_id = seen.show_id group by g.genre_id
          )
          select s.id,
            coalesce((select sum(t.weight) from show_genres g join taste t using (genre_id)
              where g.show_id = s.id), 0)::int as score,
            exists (select 1 from ratings r where r.profile_id = ${profileId}
              and r.show_id = s.id and r.stars <= ${DISLIKED_STARS}) as done
          from shows s where s.id in (${ids(candidates)})`,
      );
    },
  };
}

export type TasteRepository = ReturnType<typeof createTasteRepository>;

/**
 * The candidates in the profile's order: those sharing most genres with what it watched and
 * liked first, ties in the given order; films it finished and titles it rated poorly left out.
 * A profile with no history gets the candidates as given.
 */
export async function rankByTaste(
  taste: TasteRepository,
  profileId: number,
  type: number,
  candidates: readonly number[],
): Promise<number[]> {
  if (candidates.length === 0) return [];
  const scored =
    type === ItemType.show
      ? await taste.scoreShows(profileId, candidates)
      : await taste.scoreFilms(profileId, candidates);
  const byId = new Map(scored.map((row) => [row.id, row]));
  return candidates
    .map((id, position) => ({ id, position, row: byId.get(id) }))
    .filter(({ row }) => row !== undefined && !row.done)
    .sort((a, b) => b.row!.score - a.row!.score || a.position - b.position)
    .map(({ id }) => id);
}
