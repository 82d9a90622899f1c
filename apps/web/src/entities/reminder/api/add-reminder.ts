import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Programme, type Reminder } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/api/api-client';
import { useServerText } from '@/shared/i18n/server-text';
import { notify } from '@/shared/ui/notify';
import {
  provisionalReminder,
  updateReminders,
  withReminder,
  withoutReminder,
} from '../model/reminder-cache';
import { reminderKeys } from './reminder-keys';

/** What a reminder is added for: the programme, and how many minutes before its start. */
export interface AddReminderRequest {
  programme: Pick<Programme, 'id' | 'channel_id' | 'title' | 'start_timestamp'>;
  minutesBefore: number;
}

/** Adds a reminder for a programme; the server answers the reminder it stored. */
export function addReminder(programmeId: number, minutesBefore: number): Promise<Reminder> {
  return apiRequest(api.live.addReminder, {
    body: { epg_programme_id: programmeId, minutes_before: minutesBefore },
  });
}

export const addReminderMutationOptions = () =>
  mutationOptions<Reminder, Error, AddReminderRequest>({
    mutationKey: reminderKeys.add(),
    mutationFn: ({ programme, minutesBefore }) => addReminder(programme.id, minutesBefore),
  });

/**
 * Adds a reminder: the list holds it at once and takes the server's copy when it answers. A
 * refusal (a programme that has started, a second reminder) takes it out, says the server's
 * reason and asks for the list again, which may hold one this tab did not know of.
 */
export function useAddReminder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const serverText = useServerText();
  return useMutation({
    ...addReminderMutationOptions(),
    onMutate: async ({ programme, minutesBefore }) => {
      await queryClient.cancelQueries({ queryKey: reminderKeys.list() });
      updateReminders(queryClient, (list) =>
        withReminder(list, provisionalReminder(programme, minutesBefore)),
      );
    },
    onSuccess: (reminder) => updateReminders(queryClient, (list) => withReminder(list, reminder)),
    onError: (error, { programme }) => {
      updateReminders(queryClient, (list) => withoutReminder(list, programme.id));
      void queryClient.invalidateQueries({ queryKey: reminderKeys.list() });
      notify('error', serverText.errorText(error) ?? t('errors.requestFailed'));
    },
  });
}
