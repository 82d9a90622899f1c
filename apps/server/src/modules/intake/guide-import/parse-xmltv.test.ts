import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gzipSync, createGzip } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../../paths.js';
import { collectXmltv, readXmltv, readXmltvFile } from './parse-xmltv.js';
import { stripInvalidXmlCharacters } from './xmltv-bytes.js';
import { XmltvFormatError, type XmltvBatch } from './xmltv-records.js';

// The real files live beside the clone, never in it (shared/data/README.md).
const REAL_GUIDE = join(serverRoot, '..', '..', '..', 'shared', 'data', 'guide', 'nz-freeview.xml');

const guide = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tv SYSTEM "xmltv.dtd">\n<tv>\n${body}\n</tv>\n`;
const parse = (text: string | Buffer, file = 'guide.xml') =>
  collectXmltv(file, Readable.from([Buffer.from(text)]));

const temporary: string[] = [];
afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('readXmltv', () => {
  it('reads channels and programmes with their lines, languages and details', async () => {
    const { channels, programmes, rejected, skippedCharacters } = await parse(
      guide(`  <channel id="tv.9">
    <display-name>TVNZ 1</display-name>
    <display-name lang="mi"> TVNZ  Tahi </display-name>
    <lcn>1</lcn>
    <icon src="https://example.com/tv.9.png"/>
  </channel>
  <programme start="20210117103500 +1300" stop="20210117110500 +1300" channel="tv.9">
    <title lang="en">News</title>
    <title lang="mi">Te Karere</title>
    <sub-title>Evening</sub-title>
    <desc lang="en">Today's news.</desc>
    <category lang="en">News</category>
    <category>Current affairs</category>
    <episode-num system="dd_progid">10619694</episode-num>
    <episode-num system="xmltv_ns">0.4.</episode-num>
    <episode-num system="onscreen">S1E5</episode-num>
    <rating system="NZ"><value>PGR</value></rating>
    <icon src="https://example.com/news.jpg"/>
  </programme>
  <programme start="20210117110500 +1300" channel="tv.9"><title><![CDATA[Film & more]]></title></programme>`),
    );
    expect(rejected).toEqual([]);
    expect(skippedCharacters).toBe(0);
    expect(channels).toEqual([
      {
        id: 'tv.9',
        displayNames: ['TVNZ 1', 'TVNZ Tahi'],
        lcn: 1,
        icon: 'https://example.com/tv.9.png',
        line: 4,
      },
    ]);
    expect(programmes).toEqual([
      {
        channelId: 'tv.9',
        start: new Date('2021-01-16T21:35:00Z'),
        stop: new Date('2021-01-16T22:05:00Z'),
        titles: [
          { lang: 'en', text: 'News' },
          { lang: 'mi', text: 'Te Karere' },
        ],
        subTitles: [{ lang: null, text: 'Evening' }],
        descs: [{ lang: 'en', text: "Today's news." }],
        categories: [
          { lang: 'en', text: 'News' },
          { lang: null, text: 'Current affairs' },
        ],
        episodeNum: { system: 'onscreen', value: 'S1E5' },
        rating: { system: 'NZ', value: 'PGR' },
        icon: 'https://example.com/news.jpg',
        line: 10,
      },
      {
        channelId: 'tv.9',
        start: new Date('2021-01-16T22:05:00Z'),
        stop: null,
        titles: [{ lang: null, text: 'Film & more' }],
        subTitles: [],
        descs: [],
        categories: [],
        line: 23,
      },
    ]);
  });

  it('rejects unusable records with the file, line and reason, and keeps going', async () => {
    const { channels, programmes, rejected } = await parse(
      guide(`<channel><display-name>No id</display-name></channel>
<programme start="20210117103500 +0000"><title>No channel</title></programme>
<programme channel="tv.9"><title>No start</title></programme>
<programme start="20211317103500" channel="tv.9"><title>Bad start</title></programme>
<programme start="20210117103500" stop="tomorrow" channel="tv.9"><title>Bad stop</title></programme>
<programme start="20210117103500" channel="tv.9"><title> </title></programme>
<programme start="20210117103500" channel="tv.9"><title>Fine</title></programme>`),
      'bad.xml',
    );
    expect(channels).toEqual([]);
    // An empty title keeps its slot: the importer decides what to show.
    expect(programmes.map((p) => p.titles[0]?.text)).toEqual([undefined, 'Fine']);
    expect(rejected).toEqual([
      { file: 'bad.xml', line: 4, reason: 'channel without id' },
      { file: 'bad.xml', line: 5, reason: 'programme without channel' },
      { file: 'bad.xml', line: 6, reason: 'programme without start' },
      { file: 'bad.xml', line: 7, reason: 'start time "20211317103500": month 13 out of range' },
      { file: 'bad.xml', line: 8, reason: 'stop time "tomorrow" is not YYYYMMDDhhmmss +hhmm' },
    ]);
  });

  it('skips the characters XML forbids and counts them', async () => {
    const { programmes, skippedCharacters } = await parse(
      guide(
        '<programme start="20210117103500" channel="tv.9"><title>A\u0001B\u000BC\u001F\uFFFF</title><desc>tab\tand\r\nnewline</desc></programme>',
      ),
    );
    expect(skippedCharacters).toBe(4);
    expect(programmes[0]?.titles).toEqual([{ lang: null, text: 'ABC' }]);
    expect(programmes[0]?.descs[0]?.text).toBe('tab\tand\nnewline');
    expect(stripInvalidXmlCharacters('\u0000a\u0008\u000C\u000E')).toEqual({
      text: 'a',
      skipped: 4,
    });
  });

  it('names the file and line of a malformed document', async () => {
    await expect(
      parse('<tv>\n<channel id="a">\n<display-name>A</display-name>\n', 'unclosed.xml'),
    ).rejects.toThrow(/^unclosed\.xml: malformed XML at line 4, column 0: unclosed tag: channel/);
    await expect(
      parse(guide('<programme start="1" channel="a">\n<title>A</titel>\n</programme>'), 'typo.xml'),
    ).rejects.toThrow(/^typo\.xml: malformed XML at line 5, column \d+: unexpected close tag/);
    await expect(parse('', 'empty.xml')).rejects.toThrow(
      /^empty\.xml: malformed XML at line 1, column 0: document must contain a root element/,
    );
    await expect(parse('{"films": []}', 'films.json')).rejects.toBeInstanceOf(XmltvFormatError);
  });

  it('refuses a well-formed document that is not XMLTV', async () => {
    await expect(
      parse('<?xml version="1.0"?>\n\n<rss><channel/></rss>', 'feed.xml'),
    ).rejects.toThrow(
      'feed.xml: not an XMLTV guide at line 3: the root element is <rss>, expected <tv>',
    );
  });

  it('decodes byte by byte: characters split across chunks, gzip told by its magic bytes', async () => {
    const text = guide('<channel id="m"><display-name>Māori Television</display-name></channel>');
    const oneByteChunks = (bytes: Buffer) => Readable.from([...bytes].map((b) => Buffer.of(b)));
    const plain = await collectXmltv('guide.xml', oneByteChunks(Buffer.from(text)));
    const gzipped = await collectXmltv('guide.xml', oneByteChunks(gzipSync(text)));
    expect(plain.channels[0]?.displayNames).toEqual(['Māori Television']);
    expect(gzipped.channels).toEqual(plain.channels);
  });

  it('honours an XML declaration naming another encoding', async () => {
    const text =
      '<?xml version="1.0" encoding="ISO-8859-1"?><tv><channel id="c"><display-name>Canal Ação</display-name></channel></tv>';
    const { channels } = await parse(Buffer.from(text, 'latin1'));
    expect(channels[0]?.displayNames).toEqual(['Canal Ação']);
    await expect(parse('<?xml version="1.0" encoding="x-klingon"?><tv/>', 'k.xml')).rejects.toThrow(
      'k.xml: line 1: unsupported encoding "x-klingon"',
    );
  });

  it('hands records over in batches of about the size asked', async () => {
    const body = Array.from(
      { length: 1200 },
      (_, i) =>
        `<programme start="20210117${String(i % 24).padStart(2, '0')}0000" channel="c"><title>P${i}</title></programme>`,
    ).join('\n');
    const chunks = guide(body).match(/[\s\S]{1,4096}/g)!;
    const sizes: number[] = [];
    for await (const batch of readXmltv('guide.xml', Readable.from(chunks), 300)) {
      sizes.push(batch.programmes.length);
    }
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(1200);
    expect(sizes.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...sizes.slice(0, -1))).toBeLessThan(300 + 100);
  });
});

describe('readXmltvFile on the real NZ Freeview guide', () => {
  const count = async (path: string) => {
    const total = { channels: 0, programmes: 0, rejected: 0, skipped: 0 };
    let first: XmltvBatch['channels'][number] | undefined;
    let firstProgramme: XmltvBatch['programmes'][number] | undefined;
    for await (const batch of readXmltvFile(path)) {
      first ??= batch.channels[0];
      firstProgramme ??= batch.programmes[0];
      total.channels += batch.channels.length;
      total.programmes += batch.programmes.length;
      total.rejected += batch.rejected.length;
      total.skipped += batch.skippedCharacters;
    }
    return { total, first, firstProgramme };
  };

  it('reads all 85 channels and 12,636 programmes from ../shared/data beside the clone', async () => {
    expect(
      existsSync(REAL_GUIDE),
      `${REAL_GUIDE} is missing: ../shared/data must be beside the clone`,
    ).toBe(true);
    const { total, first, firstProgramme } = await count(REAL_GUIDE);
    expect(total).toEqual({ channels: 85, programmes: 12_636, rejected: 0, skipped: 0 });
    expect(first).toEqual({
      id: 'tv.9',
      displayNames: ['TVNZ 1', '1 TVNZ 1', '1'],
      lcn: 1,
      icon: 'https://i.mjh.nz/.images/tv.9.png',
      line: 4,
    });
    expect(firstProgramme).toMatchObject({
      channelId: 'tv.9',
      start: new Date('2021-01-17T10:35:00Z'),
      stop: new Date('2021-01-17T11:05:00Z'),
      titles: [{ lang: null, text: "36th America's Cup" }],
      categories: [
        { lang: null, text: 'Sport' },
        { lang: null, text: 'Sports' },
      ],
      line: 461,
    });
  });

  it('reads the same guide gzipped into a file named without .gz', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'marquee-xmltv-'));
    temporary.push(dir);
    const gzipped = join(dir, 'guide.xml');
    await pipeline(createReadStream(REAL_GUIDE), createGzip(), createWriteStream(gzipped));
    const { total, first } = await count(gzipped);
    expect(total).toEqual({ channels: 85, programmes: 12_636, rejected: 0, skipped: 0 });
    expect(first?.id).toBe('tv.9');
  });

  it('fails on a missing file', async () => {
    await expect(count(join(tmpdir(), 'marquee-no-such-guide.xml'))).rejects.toThrow(/ENOENT/);
  });
});
