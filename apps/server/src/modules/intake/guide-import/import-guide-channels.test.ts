// The guide rules about channels and files end to end: matching guide channels, re-importing a
// span, and a malformed file among several (guide-rules-fixtures.ts has the set-up).
import { describe, expect, it } from 'vitest';
import { importGuide } from './import-guide.js';
import { XmltvFormatError } from './xmltv-records.js';
import { programme, useGuideRulesPlace, xmltv } from './guide-rules-fixtures.js';

const { database, channelList, guideFile, schedule } = useGuideRulesPlace();

describe('guide import rules', () => {
  it('maps guide channels by id, then by normalised display name, and reports the unmatched', async () => {
    await channelList(
      '#EXTINF:-1 tvg-id="byid.test",Some Name',
      '#EXTINF:-1 tvg-id="list-only.test",Māori Television (720p)',
      '#EXTINF:-1 tvg-id="undeclared.test",Undeclared',
    );
    const path = await guideFile(
      'match.xml',
      xmltv(
        [
          '<channel id="byid.test"><display-name>Another Name</display-name></channel>',
          '<channel id="tv.42"><display-name>MAORI  television!</display-name></channel>',
          '<channel id="tv.99"><display-name>Nobody</display-name></channel>',
          programme('byid.test', '20210117100000', '20210117110000', 'By id'),
          programme('tv.42', '20210117100000', '20210117110000', 'By name'),
          programme('tv.99', '20210117100000', '20210117110000', 'Unmatched'),
          // Not declared by a <channel>, yet its id is a tvg-id.
          programme('undeclared.test', '20210117100000', '20210117110000', 'Undeclared'),
        ].join('\n'),
      ),
    );
    const report = await importGuide(database.db, [path]);
    expect(report.channels).toEqual({ matched: 3, unmatched: ['tv.99'] });
    expect(report.programmes.dropped).toEqual({
      'its guide channel matches no imported channel': 1,
    });
    expect(await schedule('byid.test')).toEqual(['2021-01-17T10:00:00.000Z–11:00:00.000Z By id']);
    expect(await schedule('list-only.test')).toEqual([
      '2021-01-17T10:00:00.000Z–11:00:00.000Z By name',
    ]);
    expect(await schedule('undeclared.test')).toEqual([
      '2021-01-17T10:00:00.000Z–11:00:00.000Z Undeclared',
    ]);
  });

  it('removes on re-import the programmes a guide no longer lists within its span on that channel, and leaves other channels alone', async () => {
    await channelList(
      '#EXTINF:-1 tvg-id="again.test",Again',
      '#EXTINF:-1 tvg-id="other.test",Other',
    );
    const first = await guideFile(
      'first.xml',
      xmltv(
        [
          programme(
            'again.test',
            '20210117080000',
            '20210117090000',
            'Early, outside the new span',
          ),
          programme('again.test', '20210117100000', '20210117110000', 'News'),
          programme('again.test', '20210117110000', '20210117120000', 'Cancelled'),
          programme('again.test', '20210117120000', '20210117130000', 'Sport'),
          programme('other.test', '20210117100000', '20210117110000', 'Elsewhere'),
        ].join('\n'),
      ),
    );
    expect((await importGuide(database.db, [first])).programmes).toMatchObject({
      imported: 5,
      removed: 0,
    });
    const second = await guideFile(
      'second.xml',
      xmltv(
        [
          programme('again.test', '20210117100000', '20210117113000', 'News'),
          programme('again.test', '20210117120000', '20210117130000', 'Sport'),
        ].join('\n'),
      ),
    );
    const report = await importGuide(database.db, [second]);
    expect(report.programmes).toMatchObject({ imported: 0, updated: 1, unchanged: 1, removed: 1 });
    expect(await schedule('again.test')).toEqual([
      '2021-01-17T08:00:00.000Z–09:00:00.000Z Early, outside the new span',
      '2021-01-17T10:00:00.000Z–11:30:00.000Z News',
      '2021-01-17T12:00:00.000Z–13:00:00.000Z Sport',
    ]);
    expect(await schedule('other.test')).toEqual([
      '2021-01-17T10:00:00.000Z–11:00:00.000Z Elsewhere',
    ]);
    expect((await importGuide(database.db, [second])).programmes).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 2,
      removed: 0,
    });
  });

  it('writes nothing when one of several files is malformed, and names that file and its line', async () => {
    await channelList('#EXTINF:-1 tvg-id="broken.test",Broken');
    const good = await guideFile(
      'good.xml',
      xmltv(programme('broken.test', '20210117100000', '20210117110000', 'Good')),
    );
    const broken = await guideFile(
      'broken.xml',
      xmltv(
        [
          programme('broken.test', '20210117110000', '20210117120000', 'Fine so far'),
          '<programme channel="broken.test" start="20210117120000"><title>Oops</titel></programme>',
        ].join('\n'),
      ),
    );
    const run = importGuide(database.db, [good, broken]);
    await expect(run).rejects.toThrow(XmltvFormatError);
    await expect(run).rejects.toThrow(/^broken\.xml: malformed XML at line 4, column \d+:/);
    expect(await schedule('broken.test')).toEqual([]);
  });
});
