import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { channels } from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { m3u } from './import-channels-fixtures.js';
import { importChannels } from './import-channels.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('importChannels with catch-up', () => {
  it('enables catch-up with a mode or with catch-up days alone, and updates a changed mode', async () => {
    const list = (mode: string) =>
      m3u(
        'catchup.m3u',
        [
          '#EXTM3U',
          `#EXTINF:-1 tvg-id="Mode.nz" ${mode},Upstream archive`,
          'https://c.example.com/mode.m3u8',
          '#EXTINF:-1 tvg-id="Days.nz" catchup-days="3",Recorded here',
          'https://c.example.com/days.m3u8',
          '#EXTINF:-1 tvg-id="None.nz" catchup-days="0",No catch-up',
          'https://c.example.com/none.m3u8',
        ].join('\n'),
      );
    expect(await importChannels(database.db, [list('catchup="XC"')])).toMatchObject({
      imported: 3,
    });
    const state = async () =>
      (
        await database.db
          .select({
            tvgId: channels.tvgId,
            enabled: channels.catchupEnabled,
            mode: channels.catchupMode,
            days: channels.catchupDays,
          })
          .from(channels)
          .where(inArray(channels.tvgId, ['Mode.nz', 'Days.nz', 'None.nz']))
          .orderBy(asc(channels.tvgId))
      ).map(({ tvgId, enabled, mode, days }) => `${tvgId} ${enabled} ${mode} ${days}`);
    expect(await state()).toEqual([
      'Days.nz true null 3',
      'Mode.nz true xc 0',
      'None.nz false null 0',
    ]);
    expect(await importChannels(database.db, [list('catchup="fs"')])).toMatchObject({
      updated: 1,
      unchanged: 2,
    });
    expect(await state()).toContain('Mode.nz true flussonic 0');
  });
});
