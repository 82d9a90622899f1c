import type { Db } from '../../../db/client.js';
import { channelPlays } from '../../../db/schema.js';

/** Records granted channel streams, which trending channels rank (the live module's). */
export function createChannelPlays(db: Db) {
  return {
    async record(channelId: number, accountId: number, at: Date): Promise<void> {
      await db.insert(channelPlays).values({ channelId, accountId, playedAt: at });
    },
  };
}

export type ChannelPlays = ReturnType<typeof createChannelPlays>;
