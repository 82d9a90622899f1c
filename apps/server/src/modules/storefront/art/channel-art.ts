import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { channels } from '../../../db/schema.js';
import { hueOfName } from './render-art.js';

/** What a channel's logo and screenshot are drawn from. */
export interface ChannelArt {
  name: string;
  number: number;
  hue: number;
}

export type ChannelArtOf = (id: number) => Promise<ChannelArt | undefined>;

/**
 * Reads a channel's name and number by id. Only the title and number are needed, so the art
 * module reads them itself rather than depending on the live module's presentation.
 */
export function channelArtReader(db: Pick<Db, 'select'>): ChannelArtOf {
  return async (id) => {
    const [row] = await db
      .select({ title: channels.title, number: channels.channelNumber })
      .from(channels)
      .where(eq(channels.id, id))
      .limit(1);
    return row && { name: row.title, number: row.number, hue: hueOfName(row.title) };
  };
}
