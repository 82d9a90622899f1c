import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../../../paths.js';
import { parseM3u } from './parse-m3u.js';

// The real files live beside the clone, never in it (shared/data/README.md).
const REAL_GUIDE = join(serverRoot, '..', '..', '..', 'shared', 'data', 'guide');
// FC_RUNS (say 10000) searches deeper; the default keeps the file to well under a second.
const RUNS = Number(process.env.FC_RUNS ?? 300);

describe('parseM3u', () => {
  it('reads the real New Zealand list from ../shared/data beside the clone', () => {
    const file = join(REAL_GUIDE, 'nz.m3u');
    expect(existsSync(file), `${file} is missing: ../shared/data must be beside the clone`).toBe(
      true,
    );
    const { channels, rejected } = parseM3u('nz.m3u', readFileSync(file));
    expect(rejected).toEqual([]);
    expect(channels).toHaveLength(17);
    expect(channels[0]).toEqual({
      line: 2,
      duration: -1,
      tvgId: 'Bravo.nz@Plus1',
      tvgName: null,
      name: 'Bravo +1',
      logo: null,
      groups: [],
      url: 'https://i.mjh.nz/.r/bravo-plus1.m3u8',
      catchup: null,
      catchupDays: null,
      catchupSource: null,
      tvgShift: null,
    });
    expect(channels.find((channel) => channel.name === 'Love Stories TV (720p)')?.tvgId).toBeNull();
    expect(channels.filter((channel) => channel.tvgId === null)).toHaveLength(1);
    expect(channels.filter((channel) => channel.tvgId === 'WairarapaTV.nz')).toHaveLength(3);
    expect(channels.at(-1)).toMatchObject({
      line: 34,
      tvgId: 'WhakaataMaori.nz',
      name: 'Whakaata Maori',
      url: 'https://i.mjh.nz/.r/maori-tv.m3u8',
    });
    expect(channels.every((channel) => channel.url.startsWith('https://'))).toBe(true);
  });

  it('never throws on any text after a valid header, and places every fault within the file', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom(
        '#EXTINF:-1 tvg-id="a" group-title="x;y",A, b',
        '#EXTINF:',
        '#EXTINF:-1 a=',
        '#EXTGRP:g',
        '#KODIPROP:x',
        'https://example.com/a',
        'ftp://example.com/a',
        '"',
        ',',
        '=',
        ' ',
      ),
    );
    const body = fc
      .array(fc.tuple(piece, fc.constantFrom('\n', '\r\n', '\r', '')), { maxLength: 30 })
      .map((parts) => parts.map(([text, end]) => text + end).join(''));
    fc.assert(
      fc.property(fc.constantFrom('#EXTM3U\n', '\uFEFF#EXTM3U\r\n'), body, (header, rest) => {
        const text = header + rest;
        const lineCount = text.split(/\r\n|\r|\n/).length;
        const { channels, rejected } = parseM3u('any.m3u', text);
        for (const { line } of [...channels, ...rejected]) {
          expect(line).toBeGreaterThanOrEqual(2);
          expect(line).toBeLessThanOrEqual(lineCount);
        }
        for (const channel of channels) expect(channel.url).toMatch(/^https?:/i);
      }),
      { numRuns: RUNS },
    );
  });
});
