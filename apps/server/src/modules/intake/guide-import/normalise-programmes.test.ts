import { describe, expect, it } from 'vitest';
import { normaliseProgrammes, type TimedProgramme } from './normalise-programmes.js';

const at = (hhmm: string) => new Date(`2021-01-17T${hhmm}:00Z`);
const programme = (
  start: string,
  stop: string | null,
  title: string,
  channelId = 'tv.9',
): TimedProgramme => ({
  channelId,
  start: at(start),
  stop: stop === null ? null : at(stop),
  title,
});
const summary = (result: ReturnType<typeof normaliseProgrammes>) => ({
  kept: result.programmes.map(
    (p) =>
      `${p.channelId} ${p.start.toISOString().slice(11, 16)}-${p.stop.toISOString().slice(11, 16)} ${p.title}`,
  ),
  dropped: result.dropped.map((d) => `${d.programme.title}: ${d.reason}`),
  trimmed: result.trimmed,
});

describe('normaliseProgrammes', () => {
  it('takes a missing stop from the next start and drops the last one without a stop', () => {
    const result = normaliseProgrammes([
      programme('10:00', null, 'News'),
      programme('11:00', null, 'Weather'),
      programme('11:30', null, 'Film'),
    ]);
    expect(summary(result)).toEqual({
      kept: ['tv.9 10:00-11:00 News', 'tv.9 11:00-11:30 Weather'],
      dropped: ['Film: no stop and no next programme on the channel'],
      trimmed: 0,
    });
  });

  it('looks for the next programme on the same channel, in start order', () => {
    const result = normaliseProgrammes([
      programme('11:00', '12:00', 'Late', 'tv.9'),
      programme('10:00', null, 'Early', 'tv.9'),
      programme('10:30', '11:30', 'Elsewhere', 'tv.10'),
    ]);
    expect(summary(result).kept).toEqual([
      'tv.9 10:00-11:00 Early',
      'tv.9 11:00-12:00 Late',
      'tv.10 10:30-11:30 Elsewhere',
    ]);
  });

  it('trims an overlap by moving the earlier stop to the next start', () => {
    const result = normaliseProgrammes([
      programme('10:00', '11:15', 'News'),
      programme('11:00', '12:00', 'Film'),
    ]);
    expect(summary(result)).toEqual({
      kept: ['tv.9 10:00-11:00 News', 'tv.9 11:00-12:00 Film'],
      dropped: [],
      trimmed: 1,
    });
  });

  it('drops exact duplicates: same channel, start and title', () => {
    const result = normaliseProgrammes([
      programme('10:00', '11:00', 'News'),
      programme('10:00', '11:00', 'News'),
      programme('10:00', '11:00', 'News', 'tv.10'),
    ]);
    expect(summary(result)).toEqual({
      kept: ['tv.9 10:00-11:00 News', 'tv.10 10:00-11:00 News'],
      dropped: ['News: duplicate of an earlier programme'],
      trimmed: 0,
    });
  });

  it('drops zero and negative lengths with a reason', () => {
    const result = normaliseProgrammes([
      programme('10:00', '10:00', 'Zero'),
      programme('10:00', '09:00', 'Backwards'),
      programme('12:00', '13:00', 'Fine'),
    ]);
    expect(summary(result)).toEqual({
      kept: ['tv.9 12:00-13:00 Fine'],
      dropped: ['Zero: zero length', 'Backwards: stop before start'],
      trimmed: 0,
    });
  });

  it('drops a programme that trimming leaves with no length (two titles at one start)', () => {
    const result = normaliseProgrammes([
      programme('10:00', '11:00', 'First'),
      programme('10:00', '11:00', 'Second'),
    ]);
    expect(summary(result)).toEqual({
      kept: ['tv.9 10:00-11:00 Second'],
      dropped: ['First: zero length once the overlap is trimmed'],
      trimmed: 1,
    });
  });

  it('orders programmes across a DST change by their explicit offsets', () => {
    // Europe/Lisbon, 31 October 2021: 01:00 +0100 is 00:00Z, the repeated 01:00 +0000 is 01:00Z.
    const summer = {
      ...programme('00:00', null, 'Before'),
      start: new Date('2021-10-31T00:00:00Z'),
    };
    const winter = {
      ...programme('01:00', '02:00', 'After'),
      start: new Date('2021-10-31T01:00:00Z'),
      stop: new Date('2021-10-31T02:00:00Z'),
    };
    const result = normaliseProgrammes([winter, summer]);
    expect(
      result.programmes.map((p) => [p.title, (p.stop.getTime() - p.start.getTime()) / 60_000]),
    ).toEqual([
      ['Before', 60],
      ['After', 60],
    ]);
  });
});
