import { describe, expect, it } from 'vitest';
import {
  REJECT_CONTROL,
  REJECT_NO_DURATION,
  REJECT_NO_NAME,
  REJECT_UNCLOSED_QUOTE,
} from './extinf.js';
import { M3uFormatError } from './m3u-records.js';
import {
  REJECT_BAD_URL,
  REJECT_NO_URL,
  REJECT_NOT_HTTP,
  REJECT_URL_WITHOUT_EXTINF,
  parseM3u,
} from './parse-m3u.js';

const parse = (...lines: string[]) => parseM3u('list.m3u', lines.join('\n'));
const only = (...lines: string[]) => {
  const { channels, rejected } = parse('#EXTM3U', ...lines);
  expect(rejected).toEqual([]);
  expect(channels).toHaveLength(1);
  return channels[0]!;
};
const reasons = (...lines: string[]) =>
  parse(...lines).rejected.map(({ line, reason }) => [line, reason]);

describe('parseM3u', () => {
  it('reads an entry with quoted attributes into a channel', () => {
    expect(
      only(
        '#EXTINF:-1 tvg-id="Bravo.nz" tvg-name="Bravo" tvg-logo="https://x/b.png" group-title="Entertainment",Bravo',
        'https://example.com/bravo.m3u8',
      ),
    ).toEqual({
      line: 2,
      duration: -1,
      tvgId: 'Bravo.nz',
      tvgName: 'Bravo',
      name: 'Bravo',
      logo: 'https://x/b.png',
      groups: ['Entertainment'],
      url: 'https://example.com/bravo.m3u8',
      catchup: null,
      catchupDays: null,
      catchupSource: null,
      tvgShift: null,
    });
  });

  it('reads unquoted and single-quoted attributes in any order, keys in any case, unknown ones ignored', () => {
    const channel = only(
      "#EXTINF:0 x-unknown=1 TVG-LOGO=http://x/l.png radio Tvg-Id=One.nz tvg-name='One Two',One",
      'http://example.com/one',
    );
    expect(channel).toMatchObject({
      duration: 0,
      tvgId: 'One.nz',
      tvgName: 'One Two',
      logo: 'http://x/l.png',
      name: 'One',
    });
  });

  it('keeps commas inside quoted attribute values and in the name', () => {
    const channel = only(
      '#EXTINF:-1 tvg-name="News, Weather, Sport" group-title="A,B",News, Weather, and Sport',
      'https://example.com/n',
    );
    expect(channel.tvgName).toBe('News, Weather, Sport');
    expect(channel.groups).toEqual(['A,B']);
    expect(channel.name).toBe('News, Weather, and Sport');
  });

  it('takes the empty tvg-id as null and falls back to tvg-name when the name is empty', () => {
    const channel = only('#EXTINF:-1 tvg-id="" tvg-name="Shown",  ', 'https://example.com/s');
    expect(channel).toMatchObject({ tvgId: null, name: 'Shown' });
  });

  it('reads CRLF files with a UTF-8 BOM, blank lines and trailing spaces', () => {
    const text =
      '\uFEFF#EXTM3U  \r\n\r\n#EXTINF:-1 tvg-id="A.nz",Canal Ação  \r\n  https://example.com/a  \r\n\r\n';
    expect(parseM3u('crlf.m3u', text).channels).toMatchObject([
      { line: 3, tvgId: 'A.nz', name: 'Canal Ação', url: 'https://example.com/a' },
    ]);
    const bytes = new TextEncoder().encode(text);
    expect(bytes.subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(parseM3u('crlf.m3u', bytes).channels).toEqual(parseM3u('crlf.m3u', text).channels);
  });

  it('splits group-title on ";" and adds the #EXTGRP lines of the entry, without repeats', () => {
    const { channels } = parse(
      '#EXTM3U',
      '#EXTGRP:Before',
      '#EXTINF:-1 group-title="News; Local ;;",One',
      '#EXTGRP:Extra;news',
      'https://example.com/1',
      '#EXTINF:-1,Two',
      'https://example.com/2',
    );
    expect(channels.map((channel) => channel.groups)).toEqual([
      ['News', 'Local', 'Before', 'Extra'],
      [],
    ]);
  });

  it('reads the catch-up attributes and tvg-shift, leaving unreadable numbers out', () => {
    const channel = only(
      '#EXTINF:-1 catchup="Flussonic" catchup-days=7 catchup-source="?utc={utc}&lutc={lutc}" tvg-shift="-1.5",Catch',
      'https://example.com/c',
    );
    expect(channel).toMatchObject({
      catchup: 'flussonic',
      catchupDays: 7,
      catchupSource: '?utc={utc}&lutc={lutc}',
      tvgShift: -1.5,
    });
    expect(
      only('#EXTINF:-1 catchup=append catchup-days=seven tvg-shift=+2,X', 'http://e/x'),
    ).toMatchObject({ catchup: 'append', catchupDays: null, tvgShift: 2 });
    expect(only('#EXTINF:-1 catchup-days="" tvg-shift=0x10,X', 'http://e/x')).toMatchObject({
      catchupDays: null,
      tvgShift: null,
    });
  });

  it('ignores other directives and comments between an #EXTINF and its URL', () => {
    const channel = only(
      '# a comment',
      '#EXTINF:-1,Kodi',
      '#KODIPROP:inputstream.adaptive.manifest_type=hls',
      '#EXTVLCOPT:http-user-agent=Mozilla/5.0',
      '#',
      'https://example.com/k',
    );
    expect(channel).toMatchObject({ line: 3, name: 'Kodi', url: 'https://example.com/k' });
  });

  it('rejects single bad entries with their line and a reason, keeping the rest', () => {
    const { channels, rejected } = parse(
      '#EXTM3U', //                                       1
      '#EXTINF:-1,No URL, another entry follows', //      2
      '#EXTINF:-1,Good', //                               3
      'https://example.com/good', //                      4
      '#EXTINF:-1,Not http', //                           5
      'rtmp://example.com/live', //                       6
      '#EXTINF:-1,Relative', //                           7
      'streams/relative.m3u8', //                         8
      'https://example.com/orphan', //                    9
      '#EXTINF:-1 tvg-name="unclosed,Name', //            10
      'https://example.com/q', //                         11
      '#EXTINF:,No duration', //                          12
      'https://example.com/d', //                         13
      '#EXTINF:-1 tvg-id="X",', //                        14
      'https://example.com/n', //                         15
      '#EXTINF:-1,Bell\u0007', //                         16
      'https://example.com/b', //                         17
      '#EXTINF:-1,Last without URL', //                   18
      '', //                                              19
    );
    expect(channels.map((channel) => [channel.line, channel.name])).toEqual([[3, 'Good']]);
    expect(rejected.map(({ file, line, reason }) => [file, line, reason])).toEqual([
      ['list.m3u', 2, REJECT_NO_URL],
      ['list.m3u', 6, REJECT_NOT_HTTP],
      ['list.m3u', 8, REJECT_BAD_URL],
      ['list.m3u', 9, REJECT_URL_WITHOUT_EXTINF],
      ['list.m3u', 10, REJECT_UNCLOSED_QUOTE],
      ['list.m3u', 12, REJECT_NO_DURATION],
      ['list.m3u', 14, REJECT_NO_NAME],
      ['list.m3u', 16, REJECT_CONTROL],
      ['list.m3u', 18, REJECT_NO_URL],
    ]);
  });

  it('drops the #EXTGRP of a rejected entry instead of passing it on', () => {
    expect(
      reasons('#EXTM3U', '#EXTINF:-1,A', '#EXTGRP:Lost', '#EXTINF:-1,B', 'http://e/b'),
    ).toEqual([[2, REJECT_NO_URL]]);
    expect(
      parse('#EXTM3U', '#EXTINF:-1,A', '#EXTGRP:Lost', '#EXTINF:-1,B', 'http://e/b').channels,
    ).toMatchObject([{ name: 'B', groups: [] }]);
  });

  it('refuses a file that is not an M3U list, naming the file and the line', () => {
    const refusal = (content: string | Uint8Array) => {
      try {
        parseM3u('guide.xml', content);
      } catch (error) {
        expect(error).toBeInstanceOf(M3uFormatError);
        const { file, line, message } = error as M3uFormatError;
        return { file, line, message };
      }
      throw new Error('not refused');
    };
    expect(refusal('\n\n<?xml version="1.0"?>\n<tv>')).toEqual({
      file: 'guide.xml',
      line: 3,
      message:
        'guide.xml: not an M3U channel list: expected #EXTM3U, found "<?xml version=\\"1.0\\"?>" at line 3',
    });
    expect(refusal('#EXTM3Ux\n#EXTINF:-1,A\nhttp://e/a').line).toBe(1);
    expect(
      refusal(new Uint8Array([0x23, 0x45, 0x58, 0x54, 0x4d, 0x33, 0x55, 0x0a, 0x89, 0x50, 0x00])),
    ).toEqual(expect.objectContaining({ line: 2, message: expect.stringMatching(/binary data/) }));
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('#EXTM3U\r\n#EXTINF:-1,Cora'),
      0xe7,
      0x61,
      0x6f,
    ]);
    expect(refusal(latin1)).toEqual(
      expect.objectContaining({
        line: 2,
        message: expect.stringMatching(/not UTF-8 text at line 2$/),
      }),
    );
  });

  it('refuses an empty file, and reads a header with no entries as an empty list', () => {
    for (const empty of ['', '\uFEFF', ' \r\n\n', new Uint8Array()]) {
      expect(() => parseM3u('empty.m3u', empty)).toThrow(
        /^empty\.m3u: not an M3U channel list: empty file, expected #EXTM3U at line 1$/,
      );
    }
    expect(parseM3u('bare.m3u', '#EXTM3U url-tvg="https://e/guide.xml"\n')).toEqual({
      channels: [],
      rejected: [],
      unlisted: 0,
    });
  });

  it('stores catch-up modes lower-cased, their aliases by name and unknown ones as written', () => {
    const mode = (value: string) => only(`#EXTINF:-1 catchup="${value}",X`, 'http://e/x').catchup;
    expect(['Default', 'APPEND', 'shift', 'xc', 'flussonic'].map(mode)).toEqual([
      'default',
      'append',
      'shift',
      'xc',
      'flussonic',
    ]);
    expect(mode('fs')).toBe('flussonic');
    expect(mode('Timeshift')).toBe('shift');
    expect(mode('Stalker')).toBe('stalker');
  });
});
