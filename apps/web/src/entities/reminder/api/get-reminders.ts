import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Reminder } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { reminderKeys } from './reminder-keys';

/** Reminders are fetched at start and again every 15 minutes (catalogue §4 and §9). */
export const REMINDER_REFRESH_MS = 15 * 60_000;

/** `/epg-reminders/index`: the viewer's reminders. */
export function getReminders(signal?: AbortSignal): Promise<Reminder[]> {
  return apiRequest(api.live.reminders, { signal });
}

export const remindersQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.list(),
    queryFn: ({ signal }) => getReminders(signal),
    // The list changes through this app's own calls (patched at once) or on another device,
    // which the 15-minute refresh picks up; a hidden tab keeps refreshing so its timers hold.
    staleTime: REMINDER_REFRESH_MS,
    refetchInterval: REMINDER_REFRESH_MS,
    refetchIntervalInBackground: true,
  });

/** The viewer's reminders, while `enabled` (the epg module is on). */
export function useReminders(enabled = true) {
  return useQuery({ ...remindersQueryOptions(), enabled });
}
