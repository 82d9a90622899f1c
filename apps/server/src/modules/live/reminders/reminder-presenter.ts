import type { Reminder } from '@marquee/contract';
import type { ReminderRow } from './reminder-repository.js';

/** When a reminder fires, in Unix seconds: `minutesBefore` minutes before the programme starts. */
export function activateTimestamp(start: number, minutesBefore: number): number {
  return start - minutesBefore * 60;
}

/** A reminder as the reminder calls answer it (catalogue §3, Reminder). */
export function presentReminder(row: ReminderRow): Reminder {
  const activate = activateTimestamp(row.start, row.minutesBefore);
  return {
    id: row.id,
    epg_programme_id: row.programmeId,
    epg_programme_title: row.title,
    epg_programme: {
      id: row.programmeId,
      channel_id: row.channelId,
      title: row.title,
      start_timestamp: row.start,
    },
    activate_time: new Date(activate * 1000).toISOString(),
    activate_time_timestamp: activate,
  };
}
