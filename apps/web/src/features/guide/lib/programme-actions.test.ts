import { describe, expect, it } from 'vitest';
import { makeChannel, makeProgramme } from '@/test/channel-fixtures';
import { channelAtProgramme, programmeActions } from './programme-actions';

const MIN = 60_000;
const NOW = Date.UTC(2025, 5, 15, 18, 45);
// Catch-up for 3 days (4320 minutes) after a programme's start.
const catchup = makeChannel({ id: 5, catchup_enabled: true, catchup_duration_total: 4320 });

describe('programmeActions', () => {
  it('on air: Watch live and Start over', () => {
    const onAir = makeProgramme(1, NOW - 15 * MIN, NOW + 45 * MIN);
    expect(programmeActions(catchup, onAir, NOW)).toEqual(['watchLive', 'startOver']);
    expect(programmeActions({ ...catchup, catchup_enabled: false }, onAir, NOW)).toEqual([
      'watchLive',
    ]);
  });

  it('past: Watch within the catch-up minutes after its start, nothing after them', () => {
    const earlier = makeProgramme(2, NOW - 120 * MIN, NOW - 60 * MIN);
    expect(programmeActions(catchup, earlier, NOW)).toEqual(['watch']);
    const fourDaysAgo = makeProgramme(3, NOW - 4 * 1440 * MIN, NOW - 4 * 1440 * MIN + 30 * MIN);
    expect(programmeActions(catchup, fourDaysAgo, NOW)).toEqual([]);
    expect(programmeActions({ ...catchup, catchup_enabled: false }, earlier, NOW)).toEqual([]);
  });

  it('future: no watching', () => {
    expect(programmeActions(catchup, makeProgramme(4, NOW + MIN, NOW + 60 * MIN), NOW)).toEqual([]);
  });

  it('a channel that needs renting: Unlock, whatever the time', () => {
    const locked = { ...catchup, subscribed: false };
    expect(programmeActions(locked, makeProgramme(1, NOW - MIN, NOW + MIN), NOW)).toEqual([
      'unlock',
    ]);
    expect(programmeActions(locked, makeProgramme(2, NOW - 90 * MIN, NOW - MIN), NOW)).toEqual([
      'unlock',
    ]);
  });

  it('links to the channel at the programme’s start', () => {
    const programme = makeProgramme(2, Date.UTC(2025, 5, 15, 17, 30), NOW);
    expect(channelAtProgramme(catchup, programme)).toBe('/channels/5?at=2025-06-15T17:30:00.000Z');
  });
});
