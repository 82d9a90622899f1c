import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { withinMaturity } from '../../../db/maturity.js';
import type { PlaybackProfileRow } from '../../catalogue/catalogue/index.js';

export type { PlaybackProfileRow };

/** A channel with what its answer needs besides the caller's entitlements. */
export interface ChannelRow {
  id: number;
  title: string;
  channelNumber: number;
  logoUrl: string | null;
  screenshotUrl: string | null;
  catchupEnabled: boolean;
  catchupDays: number;
  parentalCode: string | null;
  requirePin: boolean;
  censorshipAllowed: boolean;
  categoryIds: number[];
  /** Its streaming profiles: rows of vod_profiles with its channel_id, by id. */
  profiles: PlaybackProfileRow[];
  /** In the favourites of the account the rows were read for; false when read for no one. */
  favorite: boolean;
}

/** Which channels a list holds; every part given must hold. */
export interface ChannelSelection {
  /** Channels in this category or any category below it. */
  categoryId?: number;
  ids?: readonly number[];
  /** Channels in this account's favourites. */
  favouritesOf?: number;
  /** A kids profile's ceiling: only channels rated within it (db/maturity.ts). */
  maturityCeiling?: string;
}

export type ChannelSortKey = 'channel_number' | 'title';
export type ChannelOrder = readonly { key: ChannelSortKey; direction: 'asc' | 'desc' }[];

export interface ChannelPageRequest {
  selection: ChannelSelection;
  /** The asked-for order; channel ids break ties. Ignored with `trendingSince`. */
  order: ChannelOrder;
  /** Channels most played since then first, then by channel number. */
  trendingSince?: Date;
  /** No limit: every selected channel. */
  limit?: number;
  offset?: number;
  /** The account whose favourites fill `favorite`. */
  viewer?: number;
}

const SORT_COLUMNS: Record<ChannelSortKey, SQL> = {
  channel_number: sql`channels.channel_number`,
  title: sql`channels.title`,
};

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The conditions on `channels` of a selection. */
function selectionWhere(selection: ChannelSelection): SQL {
  const conditions: SQL[] = [
    withinMaturity(sql`channels.parental_code`, selection.maturityCeiling ?? null),
  ];
  if (selection.categoryId !== undefined) {
    // The category and its descendants; `union` stops at a cycle in parent_id.
    conditions.push(sql`exists (
      select 1 from channel_category_links links
      where links.channel_id = channels.id and links.category_id in (
        with recursive below(id) as (
          select ${selection.categoryId}::int
          union
          select category.id from channel_categories category join below on category.parent_id = below.id
        )
        select id from below
      )
    )`);
  }
  if (selection.ids !== undefined) {
    conditions.push(
      selection.ids.length === 0 ? sql`false` : sql`channels.id in (${idList(selection.ids)})`,
    );
  }
  if (selection.favouritesOf !== undefined) conditions.push(isFavouriteOf(selection.favouritesOf));
  return sql.join(conditions, sql` and `);
}

const isFavouriteOf = (profileId: number) =>
  sql`exists (select 1 from favourite_channels favourite
    where favourite.profile_id = ${profileId} and favourite.channel_id = channels.id)`;

/**
 * The columns of a ChannelRow, with categories and profiles aggregated by indexed subqueries
 * (the links' and vod_profiles' channel keys), so a page of channels is one query.
 */
const rowColumns = (viewer: number | undefined) => sql`
  channels.id,
  channels.title,
  channels.channel_number as "channelNumber",
  channels.logo_url as "logoUrl",
  channels.screenshot_url as "screenshotUrl",
  channels.catchup_enabled as "catchupEnabled",
  channels.catchup_days as "catchupDays",
  channels.parental_code as "parentalCode",
  channels.require_pin as "requirePin",
  channels.censorship_allowed as "censorshipAllowed",
  coalesce((
    select json_agg(links.category_id order by links.category_id)
    from channel_category_links links where links.channel_id = channels.id
  ), '[]'::json) as "categoryIds",
  coalesce((
    select json_agg(json_build_object(
      'id', profile.id, 'vodId', profile.vod_id, 'channelId', profile.channel_id,
      'name', profile.name, 'code', profile.code, 'businessModel', profile.business_model,
      'pricing', profile.pricing
    ) order by profile.id)
    from vod_profiles profile where profile.channel_id = channels.id
  ), '[]'::json) as profiles,
  ${viewer === undefined ? sql`false` : isFavouriteOf(viewer)} as favorite`;

/** The SQL of channels, their categories, favourites and trending. */
export function createChannelRepository(db: Db) {
  function orderOf(request: ChannelPageRequest): { join: SQL; order: SQL } {
    const since = request.trendingSince;
    if (since) {
      // Distinct accounts first, as titles rank (watching's play log), then plays.
      return {
        join: sql`left join (
          select channel_id, count(distinct account_id) as viewers, count(*) as plays
          from channel_plays where played_at >= ${since.toISOString()}::timestamptz
          group by channel_id
        ) trend on trend.channel_id = channels.id`,
        order: sql`coalesce(trend.viewers, 0) desc, coalesce(trend.plays, 0) desc,
          channels.channel_number asc, channels.id asc`,
      };
    }
    const keys = request.order.map(
      ({ key, direction }) => sql`${SORT_COLUMNS[key]} ${sql.raw(direction)}`,
    );
    return { join: sql``, order: sql.join([...keys, sql`channels.id asc`], sql`, `) };
  }

  return {
    /**
     * A page of channels and how many the selection holds, in one query: the page's ids are
     * chosen and counted over the bare channels, and only they get their categories, profiles
     * and favourite.
     */
    async page(request: ChannelPageRequest): Promise<{ rows: ChannelRow[]; total: number }> {
      const { join, order } = orderOf(request);
      const where = selectionWhere(request.selection);
      const limit = request.limit === undefined ? sql`` : sql`limit ${request.limit}`;
      const rows = await queryRows<ChannelRow & { total: number }>(
        db,
        sql`select ${rowColumns(request.viewer)}, page.total
          from (
            select channels.id, count(*) over ()::int as total,
              row_number() over (order by ${order}) as position
            from channels ${join}
            where ${where}
            order by position ${limit} offset ${request.offset ?? 0}
          ) page
          join channels on channels.id = page.id
          order by page.position`,
      );
      if (rows.length > 0 || !request.offset) {
        return { rows: rows.map(withoutTotal), total: rows[0]?.total ?? 0 };
      }
      // A page past the end holds no row to carry the count.
      const [counted] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from channels where ${where}`,
      );
      return { rows: [], total: counted?.total ?? 0 };
    },

    /** The id and title of every selected channel, in the asked-for order: what search ranks. */
    async titles(
      selection: ChannelSelection,
      order: ChannelOrder,
    ): Promise<{ id: number; title: string }[]> {
      return queryRows(
        db,
        sql`select channels.id, channels.title from channels
          where ${selectionWhere(selection)} order by ${orderOf({ selection, order }).order}`,
      );
    },

    /** These channels, in the order of `ids`; ids of no channel are skipped. */
    async rowsOf(ids: readonly number[], viewer?: number): Promise<ChannelRow[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<ChannelRow>(
        db,
        sql`select ${rowColumns(viewer)} from channels where channels.id in (${idList(ids)})`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Adds the channel to the viewing profile's favourites, or removes it when it is there: one
     * statement, and a second toggle racing the first meets the primary key and adds nothing.
     * Undefined when the channel does not exist.
     */
    async toggleFavourite(profileId: number, channelId: number): Promise<boolean | undefined> {
      const [outcome] = await queryRows<{ removed: boolean; known: boolean }>(
        db,
        sql`with removed as (
            delete from favourite_channels
            where profile_id = ${profileId} and channel_id = ${channelId}
            returning channel_id
          ), added as (
            -- Runs whether or not the answer reads it, as every data-modifying WITH does.
            insert into favourite_channels (account_id, profile_id, channel_id)
            select profiles.account_id, profiles.id, channels.id from channels, profiles
            where channels.id = ${channelId} and profiles.id = ${profileId}
              and not exists (select 1 from removed)
            on conflict do nothing
            returning channel_id
          )
          select exists (select 1 from removed) as removed,
            exists (select 1 from channels where id = ${channelId}) as known`,
      );
      if (!outcome?.known) return undefined;
      // Neither removed nor added: a racing toggle added it first.
      return !outcome.removed;
    },

    /** Which of these channels are in the viewing profile's favourites. */
    async favouritesAmong(profileId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await queryRows<{ channelId: number }>(
        db,
        sql`select channel_id as "channelId" from favourite_channels
          where profile_id = ${profileId} and channel_id in (${idList(ids)})`,
      );
      return new Set(rows.map((row) => row.channelId));
    },

    /**
     * Every category, and whether channels are linked to it directly: for a kids profile
     * (`ceiling`), channels rated within its ceiling.
     */
    async categories(ceiling: string | null): Promise<CategoryRow[]> {
      const linked =
        ceiling === null
          ? sql`select 1 from channel_category_links links where links.category_id = category.id`
          : sql`select 1 from channel_category_links links
              join channels on channels.id = links.channel_id
              where links.category_id = category.id
                and ${withinMaturity(sql`channels.parental_code`, ceiling)}`;
      return queryRows(
        db,
        sql`select category.id, category.name, category.parent_id as "parentId",
            category.position, exists (${linked}) as "holdsChannels"
          from channel_categories category`,
      );
    },

    /** Which of these channels a kids profile's ceiling lets through. */
    async idsWithin(ids: readonly number[], ceiling: string): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select channels.id from channels
          where ${selectionWhere({ ids, maturityCeiling: ceiling })}`,
      );
      return new Set(rows.map((row) => row.id));
    },
  };
}

/** A category as the tree is built from it. */
export interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  holdsChannels: boolean;
  /** The operators' order (the studio's categories), before the names'. */
  position?: number;
}

function withoutTotal({ total: _total, ...row }: ChannelRow & { total: number }): ChannelRow {
  return row;
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
