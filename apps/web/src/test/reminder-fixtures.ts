import type { Reminder } from '@marquee/contract';

/**
 * A reminder of programme `programmeId` on channel 5, starting at `start` (epoch ms) and
 * firing `minutesBefore` minutes before it; its id is the programme's plus 100.
 */
export function makeReminder(
  programmeId: number,
  start: number,
  minutesBefore = 5,
  overrides: Partial<Reminder> = {},
): Reminder {
  const startTimestamp = Math.floor(start / 1000);
  const activate = startTimestamp - minutesBefore * 60;
  return {
    id: programmeId + 100,
    epg_programme_id: programmeId,
    epg_programme_title: `Programme ${programmeId}`,
    epg_programme: {
      id: programmeId,
      channel_id: 5,
      title: `Programme ${programmeId}`,
      start_timestamp: startTimestamp,
    },
    activate_time: new Date(activate * 1000).toISOString(),
    activate_time_timestamp: activate,
    ...overrides,
  };
}
