import { describe, expect, it } from 'vitest';
import { channelsImporter, describeSources } from './channels-importer.js';
import type { ChannelsReport } from './import-channels.js';

const source = (file: string, line: number) => ({ url: `https://e/${line}`, file, line });

describe('the channels import report as text', () => {
  it('says how many sources each channel has and where the lists give them', () => {
    expect(
      describeSources({
        title: 'Wairarapa TV',
        tvgId: 'WairarapaTV.nz',
        sources: [source('nz.m3u', 28), source('nz.m3u', 30), source('nz.m3u', 32)],
      }),
    ).toBe('Wairarapa TV: 3 sources (nz.m3u lines 28, 30, 32)');
    expect(
      describeSources({
        title: 'Alt',
        tvgId: null,
        sources: [source('a.m3u', 4), source('b.m3u', 2), source('b.m3u', 9)],
      }),
    ).toBe('Alt: 3 sources (a.m3u line 4; b.m3u lines 2, 9)');
    expect(
      describeSources({ title: 'Bravo +1', tvgId: 'Bravo.nz', sources: [source('nz.m3u', 2)] }),
    ).toBe('Bravo +1: 1 source (nz.m3u line 2)');
  });

  it('lists every channel and counts the rejections it does not list', () => {
    const report: ChannelsReport = {
      files: ['a.m3u'],
      imported: 1,
      updated: 0,
      unchanged: 0,
      notListed: 0,
      channels: [{ title: 'One', tvgId: 'One.nz', sources: [source('a.m3u', 2)] }],
      rejected: [{ file: 'a.m3u', line: 4, reason: 'URL is not http(s)' }],
      unlistedRejections: 7,
    };
    expect(channelsImporter.describe(report).split('\n').slice(5)).toEqual([
      '  channels:  1',
      '    One: 1 source (a.m3u line 2)',
      '  rejected:  8',
      '    a.m3u line 4: URL is not http(s)',
      '    and 7 more not listed',
    ]);
  });
});
