// What the tests of upstream archives share: a channel whose list gives its own archive, with a
// profile to play it and one programme an hour ago.
import { channelSources, channels, programmes, vodProfiles } from '../../../db/schema.js';
import type { TestApp } from '../../../test/test-app.js';

export interface ArchiveChannel {
  channelId: number;
  programmeId: number;
  /** The programme's start, whole seconds. */
  start: Date;
}

/** Inserts the channel (its stream its only source) and a 30-minute programme from `start`. */
export async function insertArchiveChannel(
  t: TestApp,
  channel: {
    channelNumber: number;
    streamUrl: string;
    catchupMode: string;
    catchupSource?: string;
    start?: Date;
  },
): Promise<ArchiveChannel> {
  const { db } = t.database;
  const start =
    channel.start ?? new Date(Math.floor((t.now().getTime() - 3_600_000) / 1000) * 1000);
  const [row] = await db
    .insert(channels)
    .values({
      title: `Archived ${channel.channelNumber}`,
      channelNumber: channel.channelNumber,
      streamUrl: channel.streamUrl,
      catchupEnabled: true,
      catchupDays: 1,
      catchupMode: channel.catchupMode,
      catchupSource: channel.catchupSource ?? null,
    })
    .returning({ id: channels.id });
  const channelId = row!.id;
  await db.insert(channelSources).values({ channelId, position: 0, url: channel.streamUrl });
  await db
    .insert(vodProfiles)
    .values({ channelId, name: 'HD', code: 'HD', businessModel: 'svod', pricing: [] });
  const [show] = await db
    .insert(programmes)
    .values({ channelId, title: 'Yesterday', start, stop: new Date(start.getTime() + 1_800_000) })
    .returning({ id: programmes.id });
  return { channelId, programmeId: show!.id, start };
}
