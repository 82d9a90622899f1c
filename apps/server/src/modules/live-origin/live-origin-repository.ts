import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { channelPlays, channels, programmes, vodProfiles } from '../../db/schema.js';

/** What the origin needs of a channel: its name, catch-up settings and looped media. */
export interface OriginChannel {
  id: number;
  title: string;
  catchupEnabled: boolean;
  catchupDays: number;
  liveAssets: string[] | null;
}

/** A channel's streaming profile: a row of vod_profiles with `channel_id` set. */
export type ChannelProfileRow = typeof vodProfiles.$inferSelect;

/** The channels, their profiles and programmes as the stream and rent calls read them. */
export function createLiveOriginRepository(db: Db) {
  return {
    async findChannel(id: number): Promise<OriginChannel | undefined> {
      const [row] = await db
        .select({
          id: channels.id,
          title: channels.title,
          catchupEnabled: channels.catchupEnabled,
          catchupDays: channels.catchupDays,
          liveAssets: channels.liveAssets,
        })
        .from(channels)
        .where(eq(channels.id, id))
        .limit(1);
      return row;
    },

    /** The channel's streaming profiles, in the order they were made (SD before HD). */
    channelProfiles(channelId: number): Promise<ChannelProfileRow[]> {
      return db
        .select()
        .from(vodProfiles)
        .where(eq(vodProfiles.channelId, channelId))
        .orderBy(asc(vodProfiles.id));
    },

    async findChannelProfile(
      channelId: number,
      profileId: number,
    ): Promise<ChannelProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(vodProfiles)
        .where(and(eq(vodProfiles.id, profileId), eq(vodProfiles.channelId, channelId)))
        .limit(1);
      return row;
    },

    async findProgramme(id: number) {
      const [row] = await db
        .select({
          id: programmes.id,
          channelId: programmes.channelId,
          start: programmes.start,
          stop: programmes.stop,
        })
        .from(programmes)
        .where(eq(programmes.id, id))
        .limit(1);
      return row;
    },

    /** One granted stream of the channel, for trending channels. */
    async recordPlay(channelId: number, accountId: number, at: Date): Promise<void> {
      await db.insert(channelPlays).values({ channelId, accountId, playedAt: at });
    },
  };
}

export type LiveOriginRepository = ReturnType<typeof createLiveOriginRepository>;
