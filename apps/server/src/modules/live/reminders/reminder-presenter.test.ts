import { describe, expect, it } from 'vitest';
import { activateTimestamp, presentReminder } from './reminder-presenter.js';

/** 20:00 UTC on 1 June 2026, in Unix seconds. */
const START = Date.UTC(2026, 5, 1, 20) / 1000;

describe('activateTimestamp', () => {
  it('is minutes_before minutes before the start: the default 5 is 300 s earlier', () => {
    expect(activateTimestamp(START, 5)).toBe(START - 300);
    expect(activateTimestamp(START, 0)).toBe(START);
    expect(activateTimestamp(START, 1440)).toBe(START - 86_400);
  });
});

describe('presentReminder', () => {
  it('gives the activate time as ISO 8601 and as Unix seconds, which agree', () => {
    const reminder = presentReminder({
      id: 7,
      minutesBefore: 15,
      programmeId: 42,
      channelId: 3,
      title: 'Late Film',
      start: START,
    });
    expect(reminder).toEqual({
      id: 7,
      epg_programme_id: 42,
      epg_programme_title: 'Late Film',
      epg_programme: { id: 42, channel_id: 3, title: 'Late Film', start_timestamp: START },
      activate_time: '2026-06-01T19:45:00.000Z',
      activate_time_timestamp: START - 15 * 60,
    });
  });
});
