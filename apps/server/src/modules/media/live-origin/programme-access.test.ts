import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../clock.js';
import { catchupWindowStart, momentAccess, programmeAccess } from './programme-access.js';

const now = new Date('2026-11-25T12:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
const weekly = { catchupEnabled: true, catchupDays: 7 };

describe('programmeAccess', () => {
  it('offers catch-up of an ended programme that started within 10080 minutes, and no earlier one', () => {
    const ended = (startedMinutesAgo: number) => ({
      start: ago(startedMinutesAgo),
      stop: ago(startedMinutesAgo - 30),
    });
    expect(programmeAccess(weekly, ended(10_080), now)).toEqual({ kind: 'catchup' });
    expect(programmeAccess(weekly, ended(10_081), now)).toEqual({ refused: 'outsideWindow' });
    expect(programmeAccess(weekly, { start: ago(60), stop: now }, now)).toEqual({
      kind: 'catchup',
    });
  });

  it('starts over a programme on air and refuses one still to come', () => {
    expect(programmeAccess(weekly, { start: ago(10), stop: ago(-20) }, now)).toEqual({
      kind: 'startover',
    });
    expect(programmeAccess(weekly, { start: ago(-1), stop: ago(-31) }, now)).toEqual({
      refused: 'notStarted',
    });
  });

  it('refuses both on a channel without catch-up', () => {
    const off = { catchupEnabled: false, catchupDays: 7 };
    expect(programmeAccess(off, { start: ago(10), stop: ago(-20) }, now)).toEqual({
      refused: 'catchupDisabled',
    });
    expect(programmeAccess(off, { start: ago(90), stop: ago(60) }, now)).toEqual({
      refused: 'catchupDisabled',
    });
  });
});

describe('momentAccess', () => {
  it('plays a channel from a moment up to 10080 minutes back, and not a minute earlier', () => {
    expect(momentAccess(weekly, ago(10_080), now)).toEqual({ kind: 'shift' });
    expect(momentAccess(weekly, ago(1), now)).toEqual({ kind: 'shift' });
    expect(momentAccess(weekly, ago(10_081), now)).toEqual({ refused: 'beforeWindow' });
    expect(catchupWindowStart(weekly, now)).toEqual(ago(10_080));
  });

  it('refuses a moment not yet aired and a channel without catch-up', () => {
    expect(momentAccess(weekly, now, now)).toEqual({ refused: 'notAired' });
    expect(momentAccess({ catchupEnabled: false, catchupDays: 7 }, ago(5), now)).toEqual({
      refused: 'catchupDisabled',
    });
  });
});
