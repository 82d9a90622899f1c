import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq, inArray } from 'drizzle-orm';
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
import { channelTitle, nameKey } from './channel-name.js';
import { importChannels, readM3uSources } from './import-channels.js';
import { M3uFormatError } from './m3u-records.js';

// The real files live beside the clone, never in it (shared/data/README.md).
const NZ_M3U = join(serverRoot, '..', '..', '..', 'shared', 'data', 'guide', 'nz.m3u');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = async (
  table:
    | typeof channels
    | typeof channelCategories
    | typeof channelCategoryLinks
    | typeof vodProfiles
    | typeof channelSources,
) => (await database.db.select({ value: count() }).from(table))[0]!.value;
const snapshot = async () => [
  await rows(channels),
  await rows(channelCategories),
  await rows(channelCategoryLinks),
  await rows(vodProfiles),
  await rows(channelSources),
];
/** The source URLs of the channel with `tvgId`, in position order. */
const sourcesOf = async (tvgId: string) =>
  (
    await database.db
      .select({ url: channelSources.url, position: channelSources.position })
      .from(channelSources)
      .innerJoin(channels, eq(channels.id, channelSources.channelId))
      .where(eq(channels.tvgId, tvgId))
      .orderBy(asc(channelSources.position))
  ).map(({ position, url }) => `${position} ${url}`);
const m3u = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });

describe('channel names', () => {
  it('drops iptv-org notes from titles and compares names without case, accents or punctuation', () => {
    expect(channelTitle('Juice TV (1080p) [Not 24/7]')).toBe('Juice TV');
    expect(channelTitle('Sky open +1 (576p) [Geo-blocked]')).toBe('Sky open +1');
    expect(channelTitle('[Geo-blocked]')).toBe('[Geo-blocked]');
    expect(nameKey('  Māori  Television! ')).toBe('maori television');
    expect(nameKey("Television Hawke's Bay")).toBe('television hawke s bay');
  });
});

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

  it('takes entries with one key as sources of one channel, across files, each URL once', async () => {
    const report = await importChannels(database.db, [
      m3u(
        'a.m3u',
        [
          '#EXTM3U',
          '#EXTINF:-1 tvg-id="Alt.nz" group-title="News",Alt One (1080p)',
          'https://a.example.com/1.m3u8',
          '#EXTINF:-1,Nameless Alt',
          'https://a.example.com/n1.m3u8',
          '#EXTINF:-1 tvg-id="Alt.nz" group-title="Other",Alt Backup',
          'https://a.example.com/2.m3u8',
          '#EXTINF:-1 tvg-id="Alt.nz",Alt One',
          'https://a.example.com/1.m3u8',
        ].join('\n'),
      ),
      m3u(
        'b.m3u',
        '#EXTM3U\n#EXTINF:-1 tvg-id="Alt.nz",Alt\nhttps://b.example.com/3.m3u8\n#EXTINF:-1,NAMELESS alt!\nhttps://b.example.com/n2.m3u8\n',
      ),
    ]);
    expect(report).toMatchObject({ imported: 2, rejected: [] });
    expect(report.channels).toEqual([
      {
        title: 'Alt One',
        tvgId: 'Alt.nz',
        sources: [
          { url: 'https://a.example.com/1.m3u8', file: 'a.m3u', line: 2 },
          { url: 'https://a.example.com/2.m3u8', file: 'a.m3u', line: 6 },
          { url: 'https://b.example.com/3.m3u8', file: 'b.m3u', line: 2 },
        ],
      },
      {
        title: 'Nameless Alt',
        tvgId: null,
        sources: [
          { url: 'https://a.example.com/n1.m3u8', file: 'a.m3u', line: 4 },
          { url: 'https://b.example.com/n2.m3u8', file: 'b.m3u', line: 4 },
        ],
      },
    ]);
    const [alt] = await database.db.select().from(channels).where(eq(channels.tvgId, 'Alt.nz'));
    expect(alt).toMatchObject({ title: 'Alt One', streamUrl: 'https://a.example.com/1.m3u8' });
    expect(await sourcesOf('Alt.nz')).toEqual([
      '0 https://a.example.com/1.m3u8',
      '1 https://a.example.com/2.m3u8',
      '2 https://b.example.com/3.m3u8',
    ]);
  });

  it("replaces a channel's sources on re-import, and counts equal sources as unchanged", async () => {
    const list = (...urls: string[]) =>
      m3u(
        'alt.m3u',
        ['#EXTM3U', ...urls.flatMap((url) => ['#EXTINF:-1 tvg-id="Alt.nz",Alt One', url])].join(
          '\n',
        ),
      );
    const reordered = list('https://b.example.com/3.m3u8', 'https://a.example.com/1.m3u8');
    expect(await importChannels(database.db, [reordered])).toMatchObject({ updated: 1 });
    expect(await sourcesOf('Alt.nz')).toEqual([
      '0 https://b.example.com/3.m3u8',
      '1 https://a.example.com/1.m3u8',
    ]);
    const [alt] = await database.db.select().from(channels).where(eq(channels.tvgId, 'Alt.nz'));
    expect(alt?.streamUrl).toBe('https://b.example.com/3.m3u8');
    const before = await snapshot();
    expect(await importChannels(database.db, [reordered])).toMatchObject({
      updated: 0,
      unchanged: 1,
    });
    expect(await snapshot()).toEqual(before);
    expect(await importChannels(database.db, [list('https://b.example.com/3.m3u8')])).toMatchObject(
      { updated: 1 },
    );
    expect(await sourcesOf('Alt.nz')).toEqual(['0 https://b.example.com/3.m3u8']);
  });

  it('rejects sources past 32 for one channel', async () => {
    const entries = Array.from({ length: 34 }, (_, i) => [
      '#EXTINF:-1 tvg-id="Many.nz",Many',
      `https://m.example.com/${i}.m3u8`,
    ]).flat();
    const report = await importChannels(database.db, [
      m3u('many.m3u', ['#EXTM3U', ...entries].join('\n')),
    ]);
    expect(report.channels[0]?.sources).toHaveLength(32);
    expect(report.rejected).toEqual([
      {
        file: 'many.m3u',
        line: 66,
        reason: 'more than 32 sources for the channel of many.m3u line 2',
      },
      {
        file: 'many.m3u',
        line: 68,
        reason: 'more than 32 sources for the channel of many.m3u line 2',
      },
    ]);
    expect(await sourcesOf('Many.nz')).toHaveLength(32);
  });

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
