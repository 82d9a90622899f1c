import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import { channels, programmes } from '../../../db/schema.js';
import { serverRoot } from '../../../paths.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { importChannels, readM3uSources } from '../live-import/index.js';
import { importGuide } from './import-guide.js';
import { guideImporter } from './guide-importer.js';
import { XmltvFormatError, type XmltvBatch } from './xmltv-records.js';

// The real files live beside the clone, never in it (shared/data/README.md).
const GUIDE_DATA = join(serverRoot, '..', '..', '..', 'shared', 'data', 'guide');
const NZ_M3U = join(GUIDE_DATA, 'nz.m3u');
const NZ_GUIDE = join(GUIDE_DATA, 'nz-freeview.xml');

let database: Database;
let folder: string;
beforeAll(async () => {
  for (const file of [NZ_M3U, NZ_GUIDE]) {
    expect(existsSync(file), `${file} is missing: ../shared/data must be beside the clone`).toBe(
      true,
    );
  }
  database = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'marquee-guide-test-'));
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

// Observed in nz-freeview.xml and nz.m3u (2026-11-25).
const GUIDE_CHANNELS = 85;
const IMPORTED = 1146;
// TVNZ 1 (tvg-id TVNZ1.nz) meets the guide's tv.9 by its display name "TVNZ 1".
const SAMPLE = {
  start: new Date('2021-01-17T10:35:00Z'),
  stop: new Date('2021-01-17T11:05:00Z'),
  title: "36th America's Cup",
  category: 'Sport',
  episode: '2019.6.0',
};
// The guide channels the list's channels meet, none by tvg-id (the list's ids are not the guide's).
const MATCHED_IDS = ['tv.9', 'tv.10', 'tv.20', 'tv.39', 'tv.18', 'tv.60', 'tv.66', 'tv.juice'];
const MATCHED = MATCHED_IDS.length;

const programmeCount = async () =>
  (await database.db.select({ value: count() }).from(programmes))[0]!.value;

describe('importGuide', () => {
  it('reports every guide channel unmatched on a database without channels', async () => {
    const report = await importGuide(database.db, [NZ_GUIDE]);
    expect(report.channels.matched).toBe(0);
    expect(report.channels.unmatched).toHaveLength(GUIDE_CHANNELS);
    expect(report.programmes).toMatchObject({ imported: 0, updated: 0, unchanged: 0 });
    expect(report.programmes.dropped['its guide channel matches no imported channel']).toBe(12_636);
    expect(await programmeCount()).toBe(0);
  });

  it('imports the programmes of the NZ list channels, matched by tvg-id or name', async () => {
    await importChannels(database.db, await readM3uSources([NZ_M3U]));
    const report = await importGuide(database.db, [NZ_GUIDE]);
    expect(report.files).toEqual(['nz-freeview.xml']);
    expect(report.channels.matched).toBe(MATCHED);
    expect(report.channels.unmatched).toHaveLength(GUIDE_CHANNELS - MATCHED);
    expect(report.channels.unmatched).toContain('tv.11');
    expect(report.channels.unmatched.filter((id) => MATCHED_IDS.includes(id))).toEqual([]);
    expect(report.programmes.dropped).toEqual({
      'its guide channel matches no imported channel': 12_636 - IMPORTED,
    });
    expect(report.programmes).toMatchObject({ imported: IMPORTED, updated: 0, unchanged: 0 });
    expect(report.rejected).toEqual([]);
    expect(await programmeCount()).toBe(IMPORTED);
    const [tvnz1] = await database.db.select().from(channels).where(eq(channels.tvgId, 'TVNZ1.nz'));
    const [first] = await database.db
      .select()
      .from(programmes)
      .where(eq(programmes.channelId, tvnz1!.id))
      .orderBy(programmes.start)
      .limit(1);
    expect(first).toMatchObject(SAMPLE);
  });

  it('changes nothing when the same guide is imported again', async () => {
    const report = await importGuide(database.db, [NZ_GUIDE]);
    expect(report.programmes).toMatchObject({ imported: 0, updated: 0, unchanged: IMPORTED });
    expect(await programmeCount()).toBe(IMPORTED);
  });

  it('writes nothing when the XML breaks late in the file', async () => {
    const text = await readFile(NZ_GUIDE, 'utf8');
    const cut = join(folder, 'cut.xml');
    // Changed titles early on, then a file that ends in the middle of an element.
    await writeFile(
      cut,
      text.slice(0, text.length - 5000).replace('</title>', ' (changed)</title>'),
    );
    const before = await programmeCount();
    const run = importGuide(database.db, [cut]);
    await expect(run).rejects.toThrow(XmltvFormatError);
    await expect(run).rejects.toThrow(
      /cut\.xml: malformed XML at line \d+, column \d+: unclosed tag/,
    );
    expect(await programmeCount()).toBe(before);
    const report = await importGuide(database.db, [NZ_GUIDE]);
    expect(report.programmes).toMatchObject({ imported: 0, updated: 0 });
  });
});

describe('importGuide on a guide of endless faults', () => {
  it('lists the first 1,000 rejections, counts the rest and keeps 32 display names a channel', async () => {
    const rejections = Array.from({ length: 600 }, (_, i) => ({
      file: 'noise.xml',
      line: i + 1,
      reason: 'programme without channel',
    }));
    const names = Array.from({ length: 40 }, (_, i) => `Noise ${i}`);
    const batch: XmltvBatch = {
      channels: [{ id: 'noise', displayNames: names, line: 1 }],
      programmes: [],
      rejected: rejections,
      skippedCharacters: 0,
    };
    const noise = () => Readable.from([batch, batch, batch]) as AsyncIterable<XmltvBatch>;
    // 'Noise 35' is past the 32 names kept: no channel of that title is matched by it.
    await importChannels(database.db, [
      {
        name: 'noise.m3u',
        bytes: new TextEncoder().encode('#EXTM3U\n#EXTINF:-1,Noise 35\nhttp://e/n\n'),
      },
    ]);
    const report = await importGuide(database.db, ['noise.xml'], noise);
    expect(report.rejected).toHaveLength(1000);
    expect(report.unlistedRejections).toBe(800);
    expect(report.channels).toEqual({ matched: 0, unmatched: ['noise'] });
    expect(guideImporter.describe(report)).toContain('  rejected:   1800');
  });
});
