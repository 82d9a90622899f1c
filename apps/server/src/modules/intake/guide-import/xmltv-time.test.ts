import { describe, expect, it } from 'vitest';
import { offsetMinutes, parseXmltvTime } from './xmltv-time.js';

const iso = (text: string) => {
  const time = parseXmltvTime(text);
  return typeof time === 'string' ? time : time.toISOString();
};

describe('parseXmltvTime', () => {
  it('reads YYYYMMDDhhmmss +hhmm, applying the offset', () => {
    expect(iso('20210117103500 +0000')).toBe('2021-01-17T10:35:00.000Z');
    expect(iso('20210117103500 +1300')).toBe('2021-01-16T21:35:00.000Z');
    expect(iso('20210117103500 -0500')).toBe('2021-01-17T15:35:00.000Z');
    expect(iso('20210117103500 +0130')).toBe('2021-01-17T09:05:00.000Z');
    expect(iso('20210117103500 -0000')).toBe('2021-01-17T10:35:00.000Z');
  });

  it('takes a missing offset, Z, UTC and GMT as UTC', () => {
    for (const text of [
      '20210117103500',
      '20210117103500 Z',
      '20210117103500 UTC',
      '20210117103500 gmt',
    ]) {
      expect(iso(text)).toBe('2021-01-17T10:35:00.000Z');
    }
  });

  it('tolerates +hh:mm and an offset without the space', () => {
    expect(iso('20210117103500 +01:30')).toBe('2021-01-17T09:05:00.000Z');
    expect(iso('20210117103500+0100')).toBe('2021-01-17T09:35:00.000Z');
    expect(iso('  20210117103500 +0100  ')).toBe('2021-01-17T09:35:00.000Z');
  });

  it('reads times without seconds and without minutes', () => {
    expect(iso('202101171035 +0100')).toBe('2021-01-17T09:35:00.000Z');
    expect(iso('2021011710 +0100')).toBe('2021-01-17T09:00:00.000Z');
    expect(iso('2021011710')).toBe('2021-01-17T10:00:00.000Z');
  });

  it('crosses midnight and the new year through the offset', () => {
    expect(iso('20210101003000 +1300')).toBe('2020-12-31T11:30:00.000Z');
    expect(iso('20201231233000 -0100')).toBe('2021-01-01T00:30:00.000Z');
  });

  it('keeps a programme across the end of European summer time contiguous', () => {
    // 31 October 2021, Lisbon: 01:30 WEST (+0100) then 01:00 WET (+0000) an hour later.
    const before = parseXmltvTime('20211031013000 +0100') as Date;
    const after = parseXmltvTime('20211031010000 +0000') as Date;
    const stop = parseXmltvTime('20211031013000 +0000') as Date;
    expect(before.toISOString()).toBe('2021-10-31T00:30:00.000Z');
    expect(after.getTime() - before.getTime()).toBe(30 * 60_000);
    expect(stop.getTime() - before.getTime()).toBe(60 * 60_000);
  });

  it('accepts 29 February in a leap year only', () => {
    expect(iso('20240229120000 +0000')).toBe('2024-02-29T12:00:00.000Z');
    expect(iso('20230229120000 +0000')).toBe(
      'time "20230229120000 +0000": day 29 out of range for February 2023',
    );
  });

  it('rejects invalid dates and times with a reason', () => {
    expect(iso('20211301000000 +0000')).toBe('time "20211301000000 +0000": month 13 out of range');
    expect(iso('20210001000000')).toBe('time "20210001000000": month 0 out of range');
    expect(iso('20210431000000')).toBe('time "20210431000000": day 31 out of range for April 2021');
    expect(iso('20210100000000')).toBe(
      'time "20210100000000": day 0 out of range for January 2021',
    );
    expect(iso('20210101240000')).toBe('time "20210101240000": hour 24 out of range');
    expect(iso('20210101006000')).toBe('time "20210101006000": minute 60 out of range');
    expect(iso('20210101000060')).toBe('time "20210101000060": second 60 out of range');
    expect(iso('08500101000000')).toBe('time "08500101000000": year 850 out of range');
  });

  it('rejects what is not an XMLTV time, saying why', () => {
    expect(iso('')).toBe('time "" is not YYYYMMDDhhmmss +hhmm');
    expect(iso('2021-01-17T10:35:00Z')).toBe(
      'time "2021-01-17T10:35:00Z" is not YYYYMMDDhhmmss +hhmm',
    );
    expect(iso('20210117')).toBe('time "20210117" has no hour');
    expect(iso('20210117103500 CET')).toBe('time "20210117103500 CET": offset "CET" is not +hhmm');
    expect(iso('20210117103500 +1500')).toBe(
      'time "20210117103500 +1500": offset "+1500" is beyond ±14:00',
    );
    expect(iso('20210117103500 +0160')).toBe(
      'time "20210117103500 +0160": offset "+0160": minutes out of range',
    );
    expect(iso('20210117103500 +100')).toBe(
      'time "20210117103500 +100": offset "+100" is not +hhmm',
    );
    expect(iso('2021011710350 +0000')).toBe(
      'time "2021011710350 +0000": offset "0 +0000" is not +hhmm',
    );
  });
});

describe('offsetMinutes', () => {
  it('gives minutes east of UTC', () => {
    expect(offsetMinutes('+1345')).toBe(825);
    expect(offsetMinutes('-03:30')).toBe(-210);
    expect(offsetMinutes('-0000')).toBe(0);
    expect(offsetMinutes('+1400')).toBe(840);
    expect(offsetMinutes('')).toBe(0);
  });
});
