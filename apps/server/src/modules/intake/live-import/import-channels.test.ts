import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import {
  channelCategories,
  channelCategoryLinks,
  channelSources,
  channels,
  vodProfiles,
} from '../../../db/schema.js';
import { serverRoot } from '../../../paths.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { importedRows, m3u } from './import-channels-fixtures.js';
import { importChannels, readM3uSources } from './import-channels.js';
import { M3uFormatError } from './m3u-records.js';

// The real files live beside the clone, never in it (shared/data/README.md).
const NZ_M3U = join(serverRoot, '..', '..', '..', 'shared', 'data', 'guide', 'nz.m3u');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const { rows, snapshot, sourcesOf } = importedRows(() => database);

describe('importChannels', () => {
  it('imports the real NZ list from ../shared/data beside the clone', async () => {
    expect(
      existsSync(NZ_M3U),
      `${NZ_M3U} is missing: ../shared/data must be beside the clone`,
    ).toBe(true);
    const report = await importChannels(database.db, await readM3uSources([NZ_M3U]));
    // 17 entries; Wairarapa TV is listed three times with one tvg-id: one channel, 3 sources.
    expect(report).toMatchObject({
      files: ['nz.m3u'],
      imported: 15,
      updated: 0,
      unchanged: 0,
      rejected: [],
      unlistedRejections: 0,
    });
    expect(report.channels).toHaveLength(15);
    expect(report.channels.find((channel) => channel.tvgId === 'WairarapaTV.nz')).toEqual({
      title: 'Wairarapa TV',
      tvgId: 'WairarapaTV.nz',
      sources: [
        {
          url: 'https://stream1.np.co.nz/WAITVABR/WAITVABR/playlist.m3u8',
          file: 'nz.m3u',
          line: 28,
        },
        {
          url: 'https://stream.wairarapatv.co.nz/Broadband_High/playlist.m3u8',
          file: 'nz.m3u',
          line: 30,
        },
        {
          url: 'https://stream.wairarapatv.co.nz/Cellular_High/playlist.m3u8',
          file: 'nz.m3u',
          line: 32,
        },
      ],
    });
    expect(await sourcesOf('WairarapaTV.nz')).toEqual([
      '0 https://stream1.np.co.nz/WAITVABR/WAITVABR/playlist.m3u8',
      '1 https://stream.wairarapatv.co.nz/Broadband_High/playlist.m3u8',
      '2 https://stream.wairarapatv.co.nz/Cellular_High/playlist.m3u8',
    ]);
    expect(await rows(channelSources)).toBe(17);
    const list = await database.db.select().from(channels).orderBy(asc(channels.channelNumber));
    expect(list.map((channel) => channel.channelNumber)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 1),
    );
    expect(list[0]).toMatchObject({ tvgId: 'Bravo.nz@Plus1', title: 'Bravo +1' });
    expect(list.find((channel) => channel.tvgId === null)).toMatchObject({
      title: 'Love Stories TV',
      streamUrl: expect.stringContaining('mediatailor') as unknown,
    });
  });

  it('gives each imported channel SD and HD streaming profiles included in the subscription', async () => {
    const profiles = await database.db
      .select({
        channelId: vodProfiles.channelId,
        code: vodProfiles.code,
        businessModel: vodProfiles.businessModel,
      })
      .from(vodProfiles)
      .orderBy(asc(vodProfiles.channelId), asc(vodProfiles.id));
    const channelIds = (await database.db.select({ id: channels.id }).from(channels)).map(
      (row) => row.id,
    );
    expect(profiles).toEqual(
      channelIds
        .sort((a, b) => a - b)
        .flatMap((channelId) => [
          { channelId, code: 'SD', businessModel: 'svod' },
          { channelId, code: 'HD', businessModel: 'svod' },
        ]),
    );
  });

  it('changes nothing when the same list is imported again', async () => {
    const before = await snapshot();
    const report = await importChannels(database.db, await readM3uSources([NZ_M3U]));
    expect(report).toMatchObject({ imported: 0, updated: 0, unchanged: 15 });
    expect(await snapshot()).toEqual(before);
  });

  it('makes categories from groups, updates channels by key and numbers new ones after the last', async () => {
    const list = m3u(
      'groups.m3u',
      [
        '#EXTM3U',
        '#EXTINF:-1 tvg-id="TVNZ1.nz" group-title="News;Local" catchup="shift" catchup-days="7",TVNZ 1',
        'https://example.com/tvnz1.m3u8',
        '#EXTINF:-1 group-title="Music",Love Stories TV (720p)',
        'https://example.com/love.m3u8',
        '#EXTINF:-1 tvg-id="New.nz" tvg-shift="-1.5",Brand New',
        '#EXTGRP:Music',
        'https://example.com/new.m3u8',
        '#EXTINF:-1,No URL',
      ].join('\n'),
    );
    const report = await importChannels(database.db, [list]);
    expect(report).toMatchObject({ imported: 1, updated: 2, unchanged: 0, notListed: 13 });
    expect(report.rejected).toEqual([
      { file: 'groups.m3u', line: 9, reason: '#EXTINF without a URL line' },
    ]);
    const all = await database.db.select().from(channels);
    expect(all).toHaveLength(16);
    expect(all.find((channel) => channel.tvgId === 'TVNZ1.nz')).toMatchObject({
      channelNumber: 11,
      catchupEnabled: true,
      catchupMode: 'shift',
      catchupDays: 7,
      streamUrl: 'https://example.com/tvnz1.m3u8',
    });
    expect(all.find((channel) => channel.tvgId === 'New.nz')).toMatchObject({
      channelNumber: 16,
      tvgShiftMinutes: -90,
    });
    const names = await database.db
      .select({ name: channelCategories.name })
      .from(channelCategories)
      .orderBy(channelCategories.name);
    expect(names.map((row) => row.name)).toEqual(['Local', 'Music', 'News']);
    expect(await rows(channelCategoryLinks)).toBe(4);
    expect(await importChannels(database.db, [list])).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 3,
    });
  });

  it('keeps the channels a re-imported list no longer mentions, and counts them as not listed', async () => {
    const before = await database.db.select().from(channels).orderBy(asc(channels.id));
    const report = await importChannels(database.db, [
      m3u(
        'one.m3u',
        '#EXTM3U\n#EXTINF:-1 tvg-id="TVNZ1.nz" group-title="News;Local" catchup="shift" catchup-days="7",TVNZ 1\nhttps://example.com/tvnz1.m3u8\n',
      ),
    ]);
    expect(report).toMatchObject({ imported: 0, updated: 0, unchanged: 1, notListed: 15 });
    expect(await database.db.select().from(channels).orderBy(asc(channels.id))).toEqual(before);
  });

  it('reads a list with a BOM, CRLF line ends, unquoted attributes and commas in names', async () => {
    const list = m3u(
      'windows.m3u',
      '\uFEFF#EXTM3U\r\n#EXTINF:-1 tvg-id=Comma.nz tvg-logo=https://example.com/c.png group-title=Talk,News, Weather, and Sport\r\nhttps://example.com/comma.m3u8\r\n',
    );
    expect(await importChannels(database.db, [list])).toMatchObject({ imported: 1, rejected: [] });
    const [channel] = await database.db
      .select()
      .from(channels)
      .where(eq(channels.tvgId, 'Comma.nz'));
    expect(channel).toMatchObject({
      title: 'News, Weather, and Sport',
      logoUrl: 'https://example.com/c.png',
      streamUrl: 'https://example.com/comma.m3u8',
    });
  });

  it('refuses a file that is not M3U, names it and its line, and writes nothing', async () => {
    const before = await snapshot();
    const good = m3u('good.m3u', '#EXTM3U\n#EXTINF:-1 tvg-id="X.nz",X\nhttps://example.com/x\n');
    const broken = m3u('broken.m3u', '\n<html>\n');
    const run = importChannels(database.db, [good, broken]);
    await expect(run).rejects.toThrow(M3uFormatError);
    await expect(run).rejects.toThrow(/^broken\.m3u: not an M3U channel list: .* at line 2$/);
    expect(await snapshot()).toEqual(before);
  });
});
