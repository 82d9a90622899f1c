import { FINISHED_PERCENT, ItemType } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';

/** A film (`vod`) or a show in My List. */
export type ListedKind = 'vod' | 'show';
export interface ListedTitle {
  kind: ListedKind;
  id: number;
}

/** The most titles My List answers, the latest added first. */
export const MY_LIST_MAX = 500;

/** The SQL of My List: one row per viewing profile and film or show (`my_list`). */
export function createMyListRepository(db: Db) {
  return {
    /**
     * Adds the title to the profile's list, or takes it out when it is there, in one statement
     * as favourite channels do. Undefined when there is no such film or show, or when it is
     * above the profile's kids ceiling.
     */
    async toggle(
      profileId: number,
      title: ListedTitle,
      ceiling: string | null,
    ): Promise<boolean | undefined> {
      const column = sql.raw(title.kind === 'vod' ? 'vod_id' : 'show_id');
      const target =
        title.kind === 'vod'
          ? sql`select id from vods where id = ${title.id} and type = ${ItemType.movie}
              and ${withinMaturity(sql`vods.parental_code`, ceiling)}`
          : sql`select id from shows where id = ${title.id}
              and ${withinMaturity(sql`shows.parental_code`, ceiling)}`;
      const [outcome] = await queryRows<{ removed: boolean; known: boolean }>(
        db,
        sql`with target as (${target}), removed as (
            delete from my_list
            where profile_id = ${profileId} and ${column} = ${title.id}
            returning id
          ), added as (
            -- Runs whether or not the answer reads it, as every data-modifying WITH does.
            insert into my_list (account_id, profile_id, ${column})
            select profiles.account_id, profiles.id, target.id from target, profiles
            where profiles.id = ${profileId} and not exists (select 1 from removed)
            on conflict do nothing
            returning id
          )
          select exists (select 1 from removed) as removed,
            exists (select 1 from target) as known`,
      );
      if (!outcome?.known) return undefined;
      return !outcome.removed;
    },

    /** The profile's titles within its ceiling, the latest added first. */
    async titles(profileId: number, ceiling: string | null): Promise<ListedTitle[]> {
      const rows = await queryRows<{ vodId: number | null; showId: number | null }>(
        db,
        sql`select entry.vod_id as "vodId", entry.show_id as "showId"
          from my_list entry
          left join vods on vods.id = entry.vod_id
          left join shows on shows.id = entry.show_id
          where entry.profile_id = ${profileId}
            and ${withinMaturity(sql`coalesce(vods.parental_code, shows.parental_code)`, ceiling)}
          order by entry.created_at desc, entry.id desc
          limit ${MY_LIST_MAX}`,
      );
      return rows.map((row) =>
        row.vodId !== null ? { kind: 'vod', id: row.vodId } : { kind: 'show', id: row.showId! },
      );
    },

    /**
     * Takes a film out of the profile's list once it was watched to the end (`isFinished`: its
     * credits had started, or 95 % of it), when the profile asks for that.
     */
    async forgetFinished(profileId: number, vodId: number, stoppedTime: number, duration: number) {
      await db.execute(
        sql`delete from my_list using profiles, vods
          where my_list.profile_id = ${profileId} and my_list.vod_id = ${vodId}
            and profiles.id = ${profileId} and profiles.auto_remove_watched
            and vods.id = ${vodId}
            and (${stoppedTime}::numeric >= (vods.markers -> 'credits' ->> 'start')::numeric
              or (${duration}::numeric > 0
                and ${stoppedTime}::numeric * 100 >= ${duration}::numeric * ${FINISHED_PERCENT}))`,
      );
    },
  };
}

export type MyListRepository = ReturnType<typeof createMyListRepository>;
