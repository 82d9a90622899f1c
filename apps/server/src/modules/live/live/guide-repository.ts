import { sql } from 'drizzle-orm';
import type { Programme } from '@marquee/contract';
import { queryRows, type Db } from '../../../db/client.js';

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
     * those starting inside it: two index ranges per channel, however long the guide. The
     * programmes come as one JSON value: a guide tile's hundreds of rows cost PGlite far more
     * to hand over one by one (benchmarked in bench/guide-tile.bench.ts).
     */
    async overlapping(channelIds: readonly number[], window: GuideWindow): Promise<Programme[]> {
      if (channelIds.length === 0) return [];
      // One array parameter: a plan as cheap for 50 channels as for one.
      const ids = sql`${`{${channelIds.join(',')}}`}::int[]`;
      const start = at(window.start);
      const end = at(window.end);
      const [row] = await queryRows<{ programmes: Programme[] }>(
        db,
        sql`select coalesce(json_agg(json_build_object(
              'id', programme.id,
              'channel_id', programme.channel_id,
              'title', programme.title,
              'description', programme.description,
              'category', programme.category,
              'icon_url', programme.icon_url,
              'start_timestamp', floor(date_part('epoch', programme.start))::int,
              'end_timestamp', floor(date_part('epoch', programme.stop))::int
            ) order by programme.channel_id, programme.start), '[]'::json) as programmes
          from unnest(${ids}) as channel(id)
          cross join lateral (
            (select * from programmes
              where programmes.channel_id = channel.id and programmes.start < ${start}
              order by programmes.start desc limit 1)
            union all
            (select * from programmes
              where programmes.channel_id = channel.id
                and programmes.start >= ${start} and programmes.start < ${end})
          ) programme
          where programme.stop > ${start}`,
      );
      return row?.programmes ?? [];
    },
  };
}

export type GuideRepository = ReturnType<typeof createGuideRepository>;
