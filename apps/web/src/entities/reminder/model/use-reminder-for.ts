import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Reminder } from '@marquee/contract';
import { remindersQueryOptions } from '../api/get-reminders';

const programmeIds = (list: Reminder[]): ReadonlySet<number> =>
  new Set(list.map((reminder) => reminder.epg_programme_id));

/** The viewer's reminder for a programme, if there is one. */
export function useReminderFor(programmeId: number, enabled = true): Reminder | undefined {
  const select = useCallback(
    (list: Reminder[]) => list.find((reminder) => reminder.epg_programme_id === programmeId),
    [programmeId],
  );
  return useQuery({ ...remindersQueryOptions(), enabled, select }).data;
}

const NONE: ReadonlySet<number> = new Set();

/** The ids of the programmes that carry a reminder: what the guide marks. */
export function useRemindedProgrammes(enabled = true): ReadonlySet<number> {
  return useQuery({ ...remindersQueryOptions(), enabled, select: programmeIds }).data ?? NONE;
}
