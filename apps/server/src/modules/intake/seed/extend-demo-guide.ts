import { and, inArray, like, lt, max, sql } from 'drizzle-orm';
import { DAY } from '../../../clock.js';
import { queryRows, type Db } from '../../../db/client.js';
import { channels, programmes } from '../../../db/schema.js';
import { bumpGuideVersion } from '../../live/live/index.js';
import { DEMO_CHANNELS, DEMO_TVG_SUFFIX } from './demo-channels.js';
import { demoSchedule } from './demo-guide.js';

/** How far the demo guide reaches back from now and ahead of it. */
export const DEMO_GUIDE_DAYS = { back: 7, ahead: 7 } as const;
/** Demo programmes that ended longer ago than this are removed. */
export const DEMO_GUIDE_KEEP_DAYS = 8;

// Rows per INSERT, sent as one JSON parameter (json_to_recordset): one statement per chunk
// rather than one per row, and no limit of bound parameters to mind.
const CHUNK = 30000;

const demoByTvgId = new Map(DEMO_CHANNELS.map((channel) => [channel.tvgId, channel]));

/**
 * Keeps the demo channels' guide around `now`: adds each channel's programmes from its last one
 * (or from `now` − 7 days) to past `now` + 7 days, and removes its programmes that ended more
 * than 8 days ago. Channels the seed did not make are not touched. The schedule is a function of
 * the channel and the time, and rows meet on (channel, start), so running it again, or on two
 * servers at once, adds nothing twice.
 */
export async function extendDemoGuide(
  db: Pick<Db, 'select' | 'insert' | 'execute' | 'delete'>,
  now: Date,
): Promise<{ added: number; removed: number }> {
  const demo = (
    await db
      .select({ id: channels.id, tvgId: channels.tvgId })
      .from(channels)
      .where(like(channels.tvgId, `%${DEMO_TVG_SUFFIX}`))
  ).flatMap((row) => {
    const channel = demoByTvgId.get(row.tvgId ?? '');
    return channel ? [{ id: row.id, channel }] : [];
  });
  if (demo.length === 0) return { added: 0, removed: 0 };
  const ids = demo.map((row) => row.id);

  const lastStops = new Map(
    (
      await db
        .select({ channelId: programmes.channelId, stop: max(programmes.stop) })
        .from(programmes)
        .where(inArray(programmes.channelId, ids))
        .groupBy(programmes.channelId)
    ).map((row) => [row.channelId, row.stop]),
  );
  const earliest = new Date(now.getTime() - DEMO_GUIDE_DAYS.back * DAY);
  const until = new Date(now.getTime() + DEMO_GUIDE_DAYS.ahead * DAY);
  const rows = demo.flatMap(({ id, channel }) => {
    const last = lastStops.get(id);
    const from = last && last > earliest ? last : earliest;
    return demoSchedule(channel, from, until)
      .filter((programme) => !last || programme.start >= last)
      .map((programme) => ({ channelId: id, ...programme }));
  });

  let added = 0;
  for (let index = 0; index < rows.length; index += CHUNK) {
    const chunk = JSON.stringify(rows.slice(index, index + CHUNK));
    const inserted = await queryRows<{ id: number }>(
      db,
      sql`
      insert into ${programmes} (channel_id, start, stop, title, description, category, episode)
      select "channelId", start, stop, title, description, category, episode
      from json_to_recordset(${chunk}::json) as x("channelId" integer, start timestamptz,
        stop timestamptz, title text, description text, category text, episode text)
      on conflict (channel_id, start) do nothing returning id`,
    );
    added += inserted.length;
  }
  const removed = await db
    .delete(programmes)
    .where(
      and(
        inArray(programmes.channelId, ids),
        lt(programmes.stop, new Date(now.getTime() - DEMO_GUIDE_KEEP_DAYS * DAY)),
      ),
    )
    .returning({ id: programmes.id });
  if (added > 0 || removed.length > 0) await bumpGuideVersion(db);
  return { added, removed: removed.length };
}
