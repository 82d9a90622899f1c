import { inArray, sql } from 'drizzle-orm';
import {
  channelCategories,
  channelCategoryLinks,
  channels,
  vodProfiles,
} from '../../../db/schema.js';
import {
  channelArtPath,
  channelProfiles,
  DEMO_CHANNEL_CATEGORIES,
  DEMO_CHANNELS,
  type DemoChannel,
} from './demo-channels.js';
import type { Tx } from './seed-transaction.js';

/**
 * The demo's channel categories the table lacks, by name (an imported "Sport" serves), the
 * subcategories under their parents; the id of each demo category by name.
 */
async function seedChannelCategories(
  tx: Tx,
): Promise<{ ids: Map<string, number>; added: boolean }> {
  const present = await tx
    .select({ id: channelCategories.id, name: channelCategories.name })
    .from(channelCategories);
  const ids = new Map(present.map((row) => [row.name, row.id]));
  const insertMissing = async (rows: { name: string; parentId: number | null }[]) => {
    const missing = rows.filter((row) => !ids.has(row.name));
    if (missing.length === 0) return false;
    const added = await tx
      .insert(channelCategories)
      .values(missing)
      .returning({ id: channelCategories.id, name: channelCategories.name });
    for (const row of added) ids.set(row.name, row.id);
    return true;
  };
  const parentsAdded = await insertMissing(
    DEMO_CHANNEL_CATEGORIES.map(({ name }) => ({ name, parentId: null })),
  );
  const childrenAdded = await insertMissing(
    DEMO_CHANNEL_CATEGORIES.flatMap(({ name, children }) =>
      children.map((child) => ({ name: child, parentId: ids.get(name)! })),
    ),
  );
  return { ids, added: parentsAdded || childrenAdded };
}

/**
 * The demo channels the database lacks, by tvg-id, each with its categories, its SD and HD
 * streaming profiles and its generated logo and screenshot; whether it wrote anything.
 */
export async function seedDemoChannels(tx: Tx): Promise<boolean> {
  const categories = await seedChannelCategories(tx);
  const present = await tx
    .select({ tvgId: channels.tvgId })
    .from(channels)
    .where(
      inArray(
        channels.tvgId,
        DEMO_CHANNELS.map((channel) => channel.tvgId),
      ),
    );
  const presentIds = new Set(present.map((row) => row.tvgId));
  const missing = DEMO_CHANNELS.filter((channel) => !presentIds.has(channel.tvgId));
  if (missing.length === 0) return categories.added;

  const added = await tx
    .insert(channels)
    .values(missing.map(channelColumns))
    .returning({ id: channels.id, tvgId: channels.tvgId });
  const byTvgId = new Map(missing.map((channel) => [channel.tvgId, channel]));
  const seeded = added.map((row) => ({ id: row.id, channel: byTvgId.get(row.tvgId!)! }));

  // The artwork is named by the channel's id, known only now: one statement for all of them.
  const art = sql.join(
    seeded.map(
      ({ id }) =>
        sql`(${id}::integer, ${channelArtPath(id, 'logo')}, ${channelArtPath(id, 'screenshot')})`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update ${channels} set logo_url = art.logo, screenshot_url = art.screenshot
        from (values ${art}) as art(id, logo, screenshot) where ${channels.id} = art.id`,
  );

  await tx.insert(channelCategoryLinks).values(
    seeded.flatMap(({ id, channel }) =>
      channel.categories.map((name) => ({
        channelId: id,
        categoryId: categories.ids.get(name)!,
      })),
    ),
  );
  await tx
    .insert(vodProfiles)
    .values(
      seeded.flatMap(({ id, channel }) =>
        channelProfiles(channel.offer).map((profile) => ({ channelId: id, ...profile })),
      ),
    );
  return true;
}

function channelColumns(channel: DemoChannel): typeof channels.$inferInsert {
  return {
    tvgId: channel.tvgId,
    title: channel.title,
    channelNumber: channel.number,
    catchupEnabled: channel.catchupDays > 0,
    catchupDays: channel.catchupDays,
    parentalCode: channel.parentalCode,
    requirePin: channel.requirePin,
    censorshipAllowed: channel.censorshipAllowed,
    liveAssets: channel.liveAssets,
  };
}
