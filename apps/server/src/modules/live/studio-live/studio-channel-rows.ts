// A channel's rows as the studio reads and writes them: its columns, its categories and sources.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { channelCategoryLinks, channelSources } from '../../../db/schema.js';

/** A channel as the studio reads it, its categories and sources aggregated. */
export interface StudioChannelRow {
  id: number;
  title: string;
  channelNumber: number;
  tvgId: string | null;
  logoUrl: string | null;
  categoryIds: number[];
  censorshipAllowed: boolean;
  requirePin: boolean;
  catchupEnabled: boolean;
  catchupDays: number;
  catchupMode: string | null;
  sources: string[];
}

/** A channel's fields as the studio writes them. */
export interface StudioChannelFields {
  title: string;
  channelNumber: number;
  censorshipAllowed: boolean;
  requirePin: boolean;
  catchupEnabled: boolean;
  catchupDays: number;
  categoryIds: number[];
  sources: string[];
}

export const COLUMNS = sql`channels.id, channels.title, channels.channel_number as "channelNumber",
  channels.tvg_id as "tvgId", channels.logo_url as "logoUrl",
  channels.censorship_allowed as "censorshipAllowed", channels.require_pin as "requirePin",
  channels.catchup_enabled as "catchupEnabled", channels.catchup_days as "catchupDays",
  channels.catchup_mode as "catchupMode",
  coalesce((select json_agg(links.category_id order by links.category_id)
    from channel_category_links links where links.channel_id = channels.id), '[]'::json)
    as "categoryIds",
  coalesce((select json_agg(sources.url order by sources.position)
    from channel_sources sources where sources.channel_id = channels.id), '[]'::json)
    as "sources"`;

/** The channel's own columns of the studio's fields; its stream_url is its first source. */
export const columnsOf = (fields: StudioChannelFields) => ({
  title: fields.title,
  channelNumber: fields.channelNumber,
  censorshipAllowed: fields.censorshipAllowed,
  requirePin: fields.requirePin,
  catchupEnabled: fields.catchupEnabled,
  catchupDays: fields.catchupDays,
  streamUrl: fields.sources[0] ?? null,
});

/** Replaces a channel's category links and sources with the fields'. */
export async function writeLinks(
  tx: Pick<Db, 'delete' | 'insert'>,
  id: number,
  fields: StudioChannelFields,
): Promise<void> {
  await tx.delete(channelCategoryLinks).where(eq(channelCategoryLinks.channelId, id));
  if (fields.categoryIds.length > 0) {
    await tx
      .insert(channelCategoryLinks)
      .values(fields.categoryIds.map((categoryId) => ({ channelId: id, categoryId })));
  }
  await tx.delete(channelSources).where(eq(channelSources.channelId, id));
  if (fields.sources.length > 0) {
    await tx
      .insert(channelSources)
      .values(fields.sources.map((url, position) => ({ channelId: id, position, url })));
  }
}
