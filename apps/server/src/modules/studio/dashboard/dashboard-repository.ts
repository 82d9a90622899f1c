import { and, count, countDistinct, desc, gte, isNotNull, isNull, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { channels, devices, vods, watchProgress } from '../../../db/schema.js';

/** A title and the profiles playing it. */
export interface PlayedTitle {
  id: number;
  title: string;
  viewers: number;
}

/** What the dashboard reads from the database itself: plays, devices and channels. */
export function createDashboardRepository(db: Db) {
  return {
    /** Profiles whose position was saved since `since`, and the titles played most by them. */
    async playing(since: Date, top: number): Promise<{ profiles: number; top: PlayedTitle[] }> {
      const recent = gte(watchProgress.updatedAt, since);
      const [total] = await db
        .select({ profiles: countDistinct(watchProgress.profileId) })
        .from(watchProgress)
        .where(recent);
      const viewers = countDistinct(watchProgress.profileId);
      const rows = await db
        .select({ id: vods.id, title: vods.title, viewers })
        .from(watchProgress)
        .innerJoin(vods, eq(vods.id, watchProgress.vodId))
        .where(recent)
        .groupBy(vods.id, vods.title)
        .orderBy(desc(viewers), asc(vods.id))
        .limit(top);
      return { profiles: total?.profiles ?? 0, top: rows };
    },

    /** Devices not removed and seen since `since`. */
    async devicesSeen(since: Date): Promise<number> {
      const [row] = await db
        .select({ devices: count() })
        .from(devices)
        .where(and(isNull(devices.removedAt), gte(devices.lastSeenAt, since)));
      return row?.devices ?? 0;
    },

    /** Channels with an upstream, which the restream serves. */
    async restreamedChannels(): Promise<number> {
      const [row] = await db
        .select({ channels: count() })
        .from(channels)
        .where(isNotNull(channels.streamUrl));
      return row?.channels ?? 0;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
