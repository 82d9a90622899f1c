import type { QueryClient } from '@tanstack/react-query';
import type { Programme, Reminder } from '@marquee/contract';
import { reminderKeys } from '../api/reminder-keys';

/** When a reminder `minutesBefore` a programme fires, in Unix seconds. */
export function activateTimestamp(startTimestamp: number, minutesBefore: number): number {
  return startTimestamp - minutesBefore * 60;
}

/** How many minutes before its programme a reminder fires. */
export function minutesBefore(reminder: Reminder): number {
  return Math.round(
    (reminder.epg_programme.start_timestamp - reminder.activate_time_timestamp) / 60,
  );
}

/** The reminder at another number of minutes before its programme. */
export function withMinutesBefore(reminder: Reminder, minutes: number): Reminder {
  const activate = activateTimestamp(reminder.epg_programme.start_timestamp, minutes);
  return {
    ...reminder,
    activate_time: new Date(activate * 1000).toISOString(),
    activate_time_timestamp: activate,
  };
}

/**
 * The reminder the list shows while the add call is on its way. Its id is the programme's,
 * negated: no server id is negative, and a programme has one reminder at most.
 */
export function provisionalReminder(
  programme: Pick<Programme, 'id' | 'channel_id' | 'title' | 'start_timestamp'>,
  minutes: number,
): Reminder {
  const { id, channel_id, title, start_timestamp } = programme;
  return withMinutesBefore(
    {
      id: -id,
      epg_programme_id: id,
      epg_programme_title: title,
      epg_programme: { id, channel_id, title, start_timestamp },
      activate_time: '',
      activate_time_timestamp: 0,
    },
    minutes,
  );
}

/** Whether the reminder is still on its way to the server (it has no server id yet). */
export function isProvisional(reminder: Reminder): boolean {
  return reminder.id < 0;
}

/** The list with the programme's reminder put in (or replaced): one per programme. */
export function withReminder(list: readonly Reminder[], reminder: Reminder): Reminder[] {
  return [
    ...list.filter((entry) => entry.epg_programme_id !== reminder.epg_programme_id),
    reminder,
  ];
}

/** The list without the programme's reminder. */
export function withoutReminder(list: readonly Reminder[], programmeId: number): Reminder[] {
  return list.filter((entry) => entry.epg_programme_id !== programmeId);
}

/**
 * Changes the cached reminders at once. Before the list has arrived there is nothing to
 * change: it is asked for again, so that it arrives with the change.
 */
export function updateReminders(
  queryClient: QueryClient,
  change: (list: Reminder[]) => Reminder[],
): void {
  const key = reminderKeys.list();
  if (queryClient.getQueryData<Reminder[]>(key)) {
    queryClient.setQueryData<Reminder[]>(key, (list) => list && change(list));
  } else {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** The cached reminder of a programme. */
export function cachedReminder(
  queryClient: QueryClient,
  programmeId: number,
): Reminder | undefined {
  return queryClient
    .getQueryData<Reminder[]>(reminderKeys.list())
    ?.find((entry) => entry.epg_programme_id === programmeId);
}
