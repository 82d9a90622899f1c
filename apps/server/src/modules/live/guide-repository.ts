import { sql } from 'drizzle-orm';
import type { Programme } from '@marquee/contract';
import { queryRows, type Db } from '../../db/client.js';

/** A guide window in Unix seconds: from `start`, up to but not including `end`. */
export interface GuideWindow {
  start: number;
  end: number;
}

const at = (seconds: number) => sql`${new Date(seconds * 1000).toISOString()}::timestamptz`;

/** The programmes of the guide, read through the (channel_id, start) index. */
export function createGuideRepository(db: Db) {
  return {
    /**
     * The programmes of these channels that overlap the window, by channel and start, in one
     * query. A channel's programmes never overlap (the guide importer trims them), so those
     * overlapping the window are the last one starting before it, when it is still on, and
     * those starting inside it: two index ranges per channel, however long the guide.
     */
    async overlapping(channelIds: readonly number[], window: GuideWindow): Promise<Programme[]> {
      if (channelIds.length === 0) return [];
      const ids = sql.join(
        channelIds.map((id) => sql`${id}::int`),
        sql`, `,
      );
      const start = at(window.start);
      const end = at(window.end);
      return queryRows<Programme>(
        db,
        sql`select id, channel_id, title, description, category, icon_url,
            floor(extract(epoch from start))::int as start_timestamp,
            floor(extract(epoch from stop))::int as end_timestamp
          from (
            select programme.* from unnest(array[${ids}]) as channel(id)
            cross join lateral (
              select * from programmes
              where programmes.channel_id = channel.id and programmes.start < ${start}
              order by programmes.start desc limit 1
            ) programme
            where programme.stop > ${start}
            union all
            select * from programmes
            where programmes.channel_id in (${ids})
              and programmes.start >= ${start} and programmes.start < ${end}
          ) overlapping
          order by channel_id, start`,
      );
    },
  };
}

export type GuideRepository = ReturnType<typeof createGuideRepository>;
