import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { channels, programmes, vodProfiles } from '../../../db/schema.js';
import {
  createChannelRepository,
  type ChannelRow,
  type PlaybackProfileRow,
} from './channel-repository.js';

/** A channel's stored row with its streaming profiles, by id. */
export type ChannelRecord = typeof channels.$inferSelect & { profiles: PlaybackProfileRow[] };

export type ProgrammeRecord = typeof programmes.$inferSelect;

/**
 * What other modules read of channels (the live origin's stream call, renting a channel), so
 * they need not query the live tables themselves.
 */
export function createChannelReader(db: Db) {
  const repository = createChannelRepository(db);
  return {
    /**
     * A channel as `presentChannel` takes it, with `favorite` for the account when given;
     * undefined when there is no such channel.
     */
    async channelRow(id: number, accountId?: number): Promise<ChannelRow | undefined> {
      const [row] = await repository.rowsOf([id], accountId);
      return row;
    },

    async findChannel(id: number): Promise<ChannelRecord | undefined> {
      const [channel] = await db.select().from(channels).where(eq(channels.id, id));
      if (!channel) return undefined;
      const profiles = await db
        .select()
        .from(vodProfiles)
        .where(eq(vodProfiles.channelId, id))
        .orderBy(asc(vodProfiles.id));
      return { ...channel, profiles };
    },

    /** One streaming profile of a channel; undefined when the channel has no such profile. */
    async findChannelProfile(
      channelId: number,
      profileId: number,
    ): Promise<PlaybackProfileRow | undefined> {
      const [profile] = await db
        .select()
        .from(vodProfiles)
        .where(and(eq(vodProfiles.id, profileId), eq(vodProfiles.channelId, channelId)));
      return profile;
    },

    /** A programme of the guide, with its channel's id. */
    async findProgramme(id: number): Promise<ProgrammeRecord | undefined> {
      const [programme] = await db.select().from(programmes).where(eq(programmes.id, id));
      return programme;
    },
  };
}

export type ChannelReader = ReturnType<typeof createChannelReader>;
