import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { channels, vodProfiles, type Pricing } from '../../../db/schema.js';

export type ChannelProfileRow = typeof vodProfiles.$inferSelect;

/** `%text%` for ILIKE, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The SQL of channels' streaming profiles and their prices. */
export function createChannelPricesRepository(db: Db) {
  return {
    /** A page of channels whose title holds `search`, by title, with how many there are. */
    async page(search: string, offset: number, limit: number) {
      const where = search ? sql`${channels.title} ilike ${containing(search)}` : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: channels.id, title: channels.title })
          .from(channels)
          .where(where)
          .orderBy(asc(channels.title), asc(channels.id))
          .offset(offset)
          .limit(limit),
        db.select({ value: count() }).from(channels).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The streaming profiles of these channels, in id order. */
    profilesOf(channelIds: number[]): Promise<ChannelProfileRow[]> {
      if (channelIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(vodProfiles)
        .where(inArray(vodProfiles.channelId, channelIds))
        .orderBy(asc(vodProfiles.id));
    },

    /** A channel's streaming profile (never a title's). */
    async profile(id: number): Promise<ChannelProfileRow | undefined> {
      const [row] = await db
        .select()
        .from(vodProfiles)
        .where(and(eq(vodProfiles.id, id), isNotNull(vodProfiles.channelId)));
      return row;
    },

    async setPricing(id: number, businessModel: string, pricing: Pricing[]): Promise<void> {
      await db
        .update(vodProfiles)
        .set({ businessModel, pricing })
        .where(and(eq(vodProfiles.id, id), isNotNull(vodProfiles.channelId)));
    },
  };
}

export type ChannelPricesRepository = ReturnType<typeof createChannelPricesRepository>;
