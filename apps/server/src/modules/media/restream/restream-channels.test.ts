import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { insertChannels } from '../../live/live/live-fixtures.js';
import { createRestreamChannels } from './restream-channels.js';

let database: Database;
let recorded: number;
let watchedOnly: number;
let demo: number;

beforeAll(async () => {
  database = await createTestDatabase();
  [recorded, watchedOnly, demo] = (await insertChannels(database.db, [
    {
      channelNumber: 1,
      title: 'Recorded',
      streamUrl: 'http://recorded/',
      catchupEnabled: true,
      catchupDays: 3,
    },
    { channelNumber: 2, title: 'Live only', streamUrl: 'http://live-only/' },
    { channelNumber: 3, title: 'Demo' },
  ])) as [number, number, number];
});
afterAll(() => database.close());

describe('the restreamed channels a recording pass reads', () => {
  it('are the recorded channels when nothing else runs', async () => {
    const listed = await createRestreamChannels(database.db).restreamed([]);
    expect(listed.map((channel) => [channel.title, channel.recorded])).toEqual([
      ['Recorded', true],
    ]);
  });

  it('add the running channels as they now stand, never one without an upstream', async () => {
    const listed = await createRestreamChannels(database.db).restreamed([watchedOnly, demo]);
    expect(
      listed
        .map((channel) => ({
          id: channel.id,
          recorded: channel.recorded,
          sources: channel.sources,
        }))
        .sort((a, b) => a.id - b.id),
    ).toEqual([
      { id: recorded, recorded: true, sources: ['http://recorded/'] },
      { id: watchedOnly, recorded: false, sources: ['http://live-only/'] },
    ]);
  });
});
