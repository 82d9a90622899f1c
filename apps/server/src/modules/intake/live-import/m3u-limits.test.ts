import { describe, expect, it } from 'vitest';
import {
  MAX_EXTINF_LENGTH,
  MAX_LISTED_REJECTIONS,
  MAX_M3U_BYTES,
  M3uTooLargeError,
} from './m3u-limits.js';
import { M3uFormatError } from './m3u-records.js';
import { REJECT_URL_WITHOUT_EXTINF, parseM3u } from './parse-m3u.js';

const parse = (...lines: string[]) => parseM3u('list.m3u', lines.join('\n'));

describe('parseM3u on oversized input', () => {
  const long = (length: number, unit = 'a') => unit.repeat(length);

  it('rejects an entry with a field over its limit, naming the field and the limit', () => {
    const { channels, rejected } = parse(
      '#EXTM3U', //                                                                1
      `#EXTINF:-1,${long(201)}`, //                                                 2
      'http://e/1', //                                                              3
      `#EXTINF:-1 tvg-id="${long(201)}",Id`, //                                     4
      'http://e/2', //                                                              5
      `#EXTINF:-1 tvg-name="${long(201)}",Name`, //                                 6
      'http://e/3', //                                                              7
      `#EXTINF:-1 tvg-logo="http://e/${long(4096)}",Logo`, //                       8
      'http://e/4', //                                                              9
      `#EXTINF:-1 group-title="${long(101)}",Group`, //                             10
      'http://e/5', //                                                              11
      `#EXTINF:-1 group-title="${Array.from({ length: 21 }, (_, i) => i).join(';')}",Groups`, // 12
      'http://e/6', //                                                              13
      `#EXTINF:-1 catchup-source="${long(4097)}",Source`, //                        14
      'http://e/7', //                                                              15
      `#EXTINF:-1 catchup="${long(33)}",Mode`, //                                   16
      'http://e/8', //                                                              17
      '#EXTINF:-1,Stream', //                                                       18
      `http://e/${long(4096)}`, //                                                  19
      `#EXTINF:-1 tvg-id="${long(200)}" group-title="${long(100)}",${long(200, 'b')}`, // 20
      'http://e/fits', //                                                           21
    );
    expect(rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [2, 'channel name longer than 200 characters'],
      [4, 'tvg-id longer than 200 characters'],
      [6, 'tvg-name longer than 200 characters'],
      [8, 'tvg-logo longer than 4,096 characters'],
      [10, 'group longer than 100 characters'],
      [12, 'more than 20 groups'],
      [14, 'catchup-source longer than 4,096 characters'],
      [16, 'catchup mode longer than 32 characters'],
      [19, 'URL longer than 4,096 characters'],
    ]);
    expect(channels.map((channel) => channel.line)).toEqual([20]);
  });

  it('rejects an #EXTINF or #EXTGRP line over 64 KiB unread and imports the rest of the file', () => {
    const huge = `#EXTINF:-1 tvg-id="Huge",${long(MAX_EXTINF_LENGTH)}`;
    const { channels, rejected } = parse(
      '#EXTM3U',
      huge,
      'http://e/huge',
      '#EXTGRP:' + long(MAX_EXTINF_LENGTH, 'g;'),
      '#EXTINF:-1,Grouped',
      'http://e/grouped',
      '#EXTINF:-1,After',
      'http://e/after',
    );
    expect(rejected).toEqual([
      { file: 'list.m3u', line: 2, reason: '#EXTINF line longer than 65,536 characters' },
      { file: 'list.m3u', line: 5, reason: '#EXTGRP line longer than 65,536 characters' },
    ]);
    expect(channels.map((channel) => channel.name)).toEqual(['After']);
  });

  it('refuses a list over 50 MiB before reading it', () => {
    const bytes = new Uint8Array(MAX_M3U_BYTES + 1);
    expect(() => parseM3u('big.m3u', bytes)).toThrow(M3uTooLargeError);
    expect(() => parseM3u('big.m3u', bytes)).toThrow(
      'big.m3u: 52,428,801 bytes, larger than the 50 MiB a channel list may be',
    );
    expect(new M3uTooLargeError('big.m3u', 1)).toBeInstanceOf(M3uFormatError);
  });

  it('lists the first 1,000 rejections of a file and counts the rest', () => {
    const text = '#EXTM3U\n' + 'rtmp://e/x\n'.repeat(MAX_LISTED_REJECTIONS + 5);
    const { rejected, unlisted } = parseM3u('noise.m3u', text);
    expect(rejected).toHaveLength(MAX_LISTED_REJECTIONS);
    expect(rejected.at(-1)).toEqual({
      file: 'noise.m3u',
      line: MAX_LISTED_REJECTIONS + 1,
      reason: REJECT_URL_WITHOUT_EXTINF,
    });
    expect(unlisted).toBe(5);
  });

  it('reads a 20 MB one-line name and a 20 MB URL line in linear time', () => {
    const started = performance.now();
    const { channels, rejected } = parse(
      '#EXTM3U',
      `#EXTINF:-1,${long(20_000_000, '[')}`,
      'http://e/a',
      '#EXTINF:-1,Fine',
      `http://e/${long(20_000_000)}`,
      '#EXTINF:-1,Kept',
      'http://e/kept',
    );
    expect(rejected.map(({ line, reason }) => [line, reason])).toEqual([
      [2, '#EXTINF line longer than 65,536 characters'],
      [5, 'URL longer than 4,096 characters'],
    ]);
    expect(channels.map((channel) => channel.name)).toEqual(['Kept']);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
