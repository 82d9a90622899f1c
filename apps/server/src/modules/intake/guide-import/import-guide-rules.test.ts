// The guide rules end to end, on small guides written for each rule: from a file on disk
// through the importer into the programmes table.
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programmes } from '../../../db/schema.js';
import { importGuide } from './import-guide.js';
import { programme, useGuideRulesPlace, xmltv } from './guide-rules-fixtures.js';

const { database, channelList, guideFile, schedule } = useGuideRulesPlace();

describe('guide import rules', () => {
  it('reads every time with its offset: none means UTC, +0130, -0000, no seconds', async () => {
    await channelList('#EXTINF:-1 tvg-id="times.test",Times');
    const path = await guideFile(
      'times.xml',
      xmltv(
        [
          programme('times.test', '202101171000', '20210117120000 +0130', 'No offset, no seconds'),
          programme('times.test', '20210117103000 -0000', '2021011711 +0000', 'Minus zero'),
        ].join('\n'),
      ),
    );
    await importGuide(database.db, [path]);
    expect(await schedule('times.test')).toEqual([
      '2021-01-17T10:00:00.000Z–10:30:00.000Z No offset, no seconds',
      '2021-01-17T10:30:00.000Z–11:00:00.000Z Minus zero',
    ]);
  });

  it('keeps programmes across midnight and across a DST change at their true length', async () => {
    await channelList('#EXTINF:-1 tvg-id="night.test",Night');
    const path = await guideFile(
      'night.xml',
      xmltv(
        [
          // Across local midnight in New Zealand summer time (+1300).
          programme('night.test', '20210117233000 +1300', '20210118003000 +1300', 'Late film'),
          // London, 31 October 2021: 00:30 BST (+0100) to 01:00 GMT (+0000) is 90 minutes.
          programme('night.test', '20211031003000 +0100', '20211031010000 +0000', 'Clocks back'),
          programme('night.test', '20211031010000 +0000', '20211031020000 +0000', 'After'),
        ].join('\n'),
      ),
    );
    await importGuide(database.db, [path]);
    expect(await schedule('night.test')).toEqual([
      '2021-01-17T10:30:00.000Z–11:30:00.000Z Late film',
      '2021-10-30T23:30:00.000Z–01:00:00.000Z Clocks back',
      '2021-10-31T01:00:00.000Z–02:00:00.000Z After',
    ]);
  });

  it("moves the guide's times by the channel's tvg-shift", async () => {
    await channelList(
      '#EXTINF:-1 tvg-id="shift.test" tvg-shift="-1.5",Shifted',
      '#EXTINF:-1 tvg-id="plain.test",Plain',
    );
    const path = await guideFile(
      'shift.xml',
      xmltv(
        [
          programme('shift.test', '20210117100000 +0000', '20210117110000 +0000', 'News'),
          programme('plain.test', '20210117100000 +0000', '20210117110000 +0000', 'News'),
        ].join('\n'),
      ),
    );
    await importGuide(database.db, [path]);
    expect(await schedule('shift.test')).toEqual(['2021-01-17T08:30:00.000Z–09:30:00.000Z News']);
    expect(await schedule('plain.test')).toEqual(['2021-01-17T10:00:00.000Z–11:00:00.000Z News']);
  });

  it('takes a missing stop from the next programme, trims overlaps, drops duplicates, and counts them', async () => {
    await channelList('#EXTINF:-1 tvg-id="rules.test",Rules');
    const path = await guideFile(
      'rules.xml',
      xmltv(
        [
          programme('rules.test', '20210117100000', null, 'News'),
          programme('rules.test', '20210117110000', '20210117123000', 'Film'),
          programme('rules.test', '20210117110000', '20210117123000', 'Film'),
          programme('rules.test', '20210117120000', '20210117130000', 'Sport'),
          programme('rules.test', '20210117130000', null, 'Last, with no stop'),
        ].join('\n'),
      ),
    );
    const report = await importGuide(database.db, [path]);
    expect(report.programmes).toMatchObject({ imported: 3, updated: 0, unchanged: 0 });
    expect(report.programmes.dropped).toEqual({
      'duplicate of an earlier programme': 1,
      'no stop and no next programme on the channel': 1,
    });
    expect(await schedule('rules.test')).toEqual([
      '2021-01-17T10:00:00.000Z–11:00:00.000Z News',
      '2021-01-17T11:00:00.000Z–12:00:00.000Z Film',
      '2021-01-17T12:00:00.000Z–13:00:00.000Z Sport',
    ]);
  });

  it('keeps the first of several titles, with the description in its language', async () => {
    await channelList('#EXTINF:-1 tvg-id="lang.test",Languages');
    const path = await guideFile(
      'languages.xml',
      xmltv(`<programme channel="lang.test" start="20210117100000" stop="20210117110000">
  <title lang="mi">Te Karere</title><title lang="en">News</title>
  <desc lang="en">The news.</desc><desc lang="mi">Ngā kōrero.</desc>
</programme>`),
    );
    await importGuide(database.db, [path]);
    const [row] = await database.db
      .select()
      .from(programmes)
      .where(eq(programmes.title, 'Te Karere'));
    expect(row).toMatchObject({ title: 'Te Karere', description: 'Ngā kōrero.' });
  });

  it('skips the characters XML forbids and reports how many', async () => {
    await channelList('#EXTINF:-1 tvg-id="noise.test",Noise');
    const path = await guideFile(
      'noise.xml',
      xmltv(
        programme(
          'noise.test',
          '20210117100000',
          '20210117110000',
          'Bell\u0007 and\u0001 form feed\u000C',
        ),
      ),
    );
    const report = await importGuide(database.db, [path]);
    expect(report.skippedCharacters).toBe(3);
    expect(await schedule('noise.test')).toEqual([
      '2021-01-17T10:00:00.000Z–11:00:00.000Z Bell and form feed',
    ]);
  });

  it('tells gzip by its magic bytes, not the name: a gzipped .xml and a plain .gz', async () => {
    await channelList('#EXTINF:-1 tvg-id="zip.test",Zip');
    const gzippedXml = await guideFile(
      'gzipped.xml',
      gzipSync(xmltv(programme('zip.test', '20210117100000', '20210117110000', 'From gzip'))),
    );
    const plainGz = await guideFile(
      'plain.xml.gz',
      xmltv(programme('zip.test', '20210117110000', '20210117120000', 'From plain text')),
    );
    const report = await importGuide(database.db, [gzippedXml, plainGz]);
    expect(report.files).toEqual(['gzipped.xml', 'plain.xml.gz']);
    expect(report.programmes.imported).toBe(2);
    expect(await schedule('zip.test')).toEqual([
      '2021-01-17T10:00:00.000Z–11:00:00.000Z From gzip',
      '2021-01-17T11:00:00.000Z–12:00:00.000Z From plain text',
    ]);
  });
});
