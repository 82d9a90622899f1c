import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { channels } from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { importedRows, m3u } from './import-channels-fixtures.js';
import { importChannels } from './import-channels.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const { snapshot, sourcesOf } = importedRows(() => database);

describe('importChannels with several sources for a channel', () => {
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
});
