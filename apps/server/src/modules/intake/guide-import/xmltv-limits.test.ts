import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { collectXmltv, readXmltv } from './parse-xmltv.js';
import { MAX_TEXT_LENGTH } from './xmltv-limits.js';

const MiB = 1024 * 1024;
const head = '<?xml version="1.0" encoding="UTF-8"?>\n<tv>\n';
const programme = (title: string, line = '') =>
  `<programme start="20210117103500" channel="c"${line}><title>${title}</title></programme>\n`;

/**
 * A gzip bomb built without ever holding what it expands to: gzip members may follow one
 * another, so one member of 1 MiB of `byte` repeated stands for as many mebibytes as asked.
 */
function* gzipBomb(opening: string, byte: string, mebibytes: number): Generator<Buffer> {
  yield gzipSync(opening);
  const member = gzipSync(Buffer.alloc(MiB, byte));
  for (let i = 0; i < mebibytes; i++) yield member;
}

/** Reads `source` to the end or to its refusal, sampling the heap as the input is consumed. */
async function readMeasured(file: string, source: Iterable<Buffer>, limit?: number) {
  global.gc?.();
  const before = process.memoryUsage().heapUsed;
  let growth = 0;
  function* sampled() {
    for (const chunk of source) {
      growth = Math.max(growth, process.memoryUsage().heapUsed - before);
      yield chunk;
    }
  }
  let refusal: string | undefined;
  const rejected: { line: number; reason: string }[] = [];
  try {
    for await (const batch of readXmltv(file, Readable.from(sampled()), undefined, limit)) {
      rejected.push(...batch.rejected.map(({ line, reason }) => ({ line, reason })));
    }
  } catch (error) {
    refusal = (error as Error).message;
  }
  return { refusal, growth, rejected };
}

/** `count` characters of `unit` in chunks of 1 MiB, never one big string. */
function* repeated(opening: string, unit: string, count: number, closing: string) {
  yield Buffer.from(opening);
  const chunk = Buffer.from(unit.repeat(MiB / unit.length));
  for (let sent = 0; sent < count; sent += chunk.length) yield chunk;
  yield Buffer.from(closing);
}

describe('reading a guide within its limits', () => {
  it(
    'refuses a gzip bomb at 1 GiB uncompressed, naming the cap, with the heap flat',
    { timeout: 120_000 },
    async () => {
      // A text node of 2 GiB in about 2 MB: the old reader built it until V8 gave up at 512 MB.
      const bomb = gzipBomb(
        `${head}<programme start="20210117103500" channel="c"><desc>`,
        'a',
        2048,
      );
      const { refusal, growth } = await readMeasured('bomb.xml.gz', bomb);
      expect(refusal).toBe('bomb.xml.gz: larger than 1 GiB uncompressed, the most a guide may be');
      expect(growth).toBeLessThan(200 * MiB);
    },
  );

  it('rejects a programme with a text over 64 KiB and reads on, lines still right', async () => {
    const text = [
      head, //                                                    lines 1-2
      programme('Before'), //                                     3
      `<programme start="20210117103500" channel="c"><desc>${'long\n'.repeat(20_000)}</desc></programme>\n`, // 4-20004
      programme('After'), //                                      20005
      `<channel id="x"><display-name>${'n'.repeat(MAX_TEXT_LENGTH + 1)}</display-name></channel>\n`, // 20006
      `<programme start="20210117103500" channel="c"><title><![CDATA[${'c\n'.repeat(40_000)}]]></title></programme>\n`, // 20007-
      programme('Last'),
      '</tv>\n',
    ].join('');
    const guide = await collectXmltv('long.xml', Readable.from([Buffer.from(text)]));
    expect(guide.programmes.map((p) => [p.line, p.titles[0]?.text])).toEqual([
      [3, 'Before'],
      [20_005, 'After'],
      [60_008, 'Last'],
    ]);
    expect(guide.rejected).toEqual([
      { file: 'long.xml', line: 4, reason: 'programme with a text longer than 65,536 characters' },
      {
        file: 'long.xml',
        line: 20_006,
        reason: 'channel with a text longer than 65,536 characters',
      },
      {
        file: 'long.xml',
        line: 20_007,
        reason: 'programme with a text longer than 65,536 characters',
      },
    ]);
  });

  it('rejects a programme with an attribute over 64 KiB, cut without breaking an entity', async () => {
    const value = 'x'.repeat(MAX_TEXT_LENGTH - 2) + '&amp;'.repeat(4);
    const guide = await collectXmltv(
      'attribute.xml',
      Readable.from([
        head,
        `<programme start="20210117103500" channel="c" note="${value}"><title>Cut</title></programme>\n`,
        `<programme start="20210117103500" channel="c"><title>Kept</title><icon src="${'s'.repeat(MiB)}"/></programme>\n`,
        programme('Fine'),
        '</tv>',
      ]),
    );
    expect(guide.programmes.map((p) => p.titles[0]?.text)).toEqual(['Fine']);
    expect(guide.rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [3, 'programme with an attribute longer than 65,536 characters'],
      [4, 'programme with an attribute longer than 65,536 characters'],
    ]);
  });

  it('rejects a programme made of many texts, each short, past 1 MiB in all', async () => {
    const titles = `<title>${'t'.repeat(60_000)}</title>`.repeat(20);
    const guide = await collectXmltv(
      'many.xml',
      Readable.from([
        head,
        `<programme start="20210117103500" channel="c">${titles}</programme>\n`,
        programme('Next'),
        '</tv>',
      ]),
    );
    expect(guide.programmes.map((p) => p.titles[0]?.text)).toEqual(['Next']);
    expect(guide.rejected.map(({ reason }) => reason)).toEqual([
      'programme with more than 1,048,576 characters of text',
    ]);
  });

  it('adds texts and CDATA sections of one element together against the 64 KiB', async () => {
    const pieces = `${'p'.repeat(30_000)}<![CDATA[${'q'.repeat(30_000)}]]>`.repeat(3);
    const guide = await collectXmltv(
      'mixed.xml',
      Readable.from([
        head,
        `<programme start="20210117103500" channel="c"><desc>${pieces}</desc></programme>`,
        '</tv>',
      ]),
    );
    expect(guide.rejected.map(({ reason }) => reason)).toEqual([
      'programme with a text longer than 65,536 characters',
    ]);
  });

  it('drops comments and processing instructions unread, however long', async () => {
    const { refusal, growth, rejected } = await readMeasured(
      'comment.xml',
      repeated(
        `${head}<!-- `,
        'comment <tag> -- > ',
        300 * MiB,
        ` -->\n<?pi ${'x'.repeat(MiB)} ?>${programme('Shown')}</tv>`,
      ),
    );
    expect({ refusal, rejected }).toEqual({ refusal: undefined, rejected: [] });
    expect(growth).toBeLessThan(200 * MiB);
  }, 60_000);

  it('refuses elements nested deeper than 16 and a tag over 1 MiB', async () => {
    const deep = await readMeasured('deep.xml', repeated(`${head}\n`, '<a>', 100 * MiB, ''));
    expect(deep.refusal).toBe('deep.xml: elements nested deeper than 16 at line 4');
    expect(deep.growth).toBeLessThan(200 * MiB);
    const wide = await readMeasured(
      'wide.xml',
      repeated(`${head}<programme`, ' a="1"', 10 * MiB, '>'),
    );
    expect(wide.refusal).toBe('wide.xml: a tag longer than 1,048,576 characters at line 3');
  });

  it('counts a plain guide against the cap as it counts a gzipped one', async () => {
    // The cap is lowered here: a gigabyte of real programmes takes minutes to parse.
    const plain = await readMeasured(
      'huge.xml',
      repeated(head, programme('Same'), 20 * MiB, '</tv>'),
      16 * MiB,
    );
    expect(plain.refusal).toBe(
      'huge.xml: larger than 16 MiB uncompressed, the most a guide may be',
    );
    const fits = await readMeasured(
      'fits.xml',
      repeated(head, programme('Same'), MiB, '</tv>'),
      16 * MiB,
    );
    expect(fits.refusal).toBeUndefined();
  }, 60_000);

  it('reads the same records whatever the chunks, cuts falling across chunk boundaries', async () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE tv SYSTEM "xmltv.dtd">\n<tv>\n',
      `<!-- a -- comment\n--><?pi a\n?>${programme('One &amp; two')}`,
      `<programme start="20210117103500" channel="c" x='${'&lt;'.repeat(20_000)}'><title>A</title></programme>\n`,
      `<programme start="20210117103500" channel="c"><desc><![CDATA[${']'.repeat(70_000)}]]></desc></programme>\n`,
      `<programme start="20210117103500" channel="c"><desc>${'&#233;\n'.repeat(12_000)}</desc></programme>\n`,
      programme('Three'),
      '</tv>\n',
    ].join('');
    const bytes = Buffer.from(text);
    const read = async (size: number) => {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const guide = await collectXmltv('chunks.xml', Readable.from(chunks));
      return {
        programmes: guide.programmes.map((p) => [p.line, p.titles[0]?.text]),
        rejected: guide.rejected.map(({ line, reason }) => [line, reason]),
      };
    };
    const whole = await read(bytes.length);
    expect(whole).toEqual({
      programmes: [
        [6, 'One & two'],
        [12_010, 'Three'],
      ],
      rejected: [
        [7, 'programme with an attribute longer than 65,536 characters'],
        [8, 'programme with a text longer than 65,536 characters'],
        [9, 'programme with a text longer than 65,536 characters'],
      ],
    });
    for (const size of [1, 2, 3, 7, 4096]) expect(await read(size)).toEqual(whole);
  }, 60_000);
});
