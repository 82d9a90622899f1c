import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { channelLogos, channels } from '../../../db/schema.js';
import { bumpLineUpVersion } from '../live/index.js';

/** An uploaded logo as stored: PNG bytes named by their digest. */
export interface StoredLogo {
  contentType: string;
  digest: string;
  bytes: Buffer;
}

/** Where an uploaded logo is served: a new logo gets a new address. */
export const channelLogoPath = (channelId: number, digest: string) =>
  `/media/channel-logos/${channelId}-${digest}.png`;

/** Channels' logos: the address subscribers load, and the uploaded image it may name. */
export function createChannelLogoRepository(db: Db) {
  return {
    /**
     * Points the channel at `url` (null: no logo), keeping `uploaded` as its image or dropping
     * an earlier upload; subscribers' channel lists show it at once. False: no such channel.
     */
    async set(channelId: number, url: string | null, uploaded?: StoredLogo): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(channels)
          .set({ logoUrl: url })
          .where(eq(channels.id, channelId))
          .returning({ id: channels.id });
        if (changed.length === 0) return false;
        if (uploaded) {
          await tx
            .insert(channelLogos)
            .values({ channelId, ...uploaded })
            .onConflictDoUpdate({ target: channelLogos.channelId, set: uploaded });
        } else {
          await tx.delete(channelLogos).where(eq(channelLogos.channelId, channelId));
        }
        await bumpLineUpVersion(tx);
        return true;
      });
    },
    /** The channel's uploaded logo, if it has one. */
    async logo(channelId: number): Promise<StoredLogo | undefined> {
      const [row] = await db
        .select({
          contentType: channelLogos.contentType,
          digest: channelLogos.digest,
          bytes: channelLogos.bytes,
        })
        .from(channelLogos)
        .where(eq(channelLogos.channelId, channelId));
      return row;
    },
  };
}

export type ChannelLogoRepository = ReturnType<typeof createChannelLogoRepository>;
