import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Reminder } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/api/api-client';
import { useServerText } from '@/shared/i18n/server-text';
import { notify } from '@/shared/ui/notify';
import { updateReminders, withMinutesBefore, withReminder } from '../model/reminder-cache';
import { reminderKeys } from './reminder-keys';

/** A reminder, and the minutes before its programme it should fire at instead. */
export interface EditReminderRequest {
  reminder: Reminder;
  minutesBefore: number;
}

/** Changes how many minutes before its programme a reminder fires. */
export function editReminder(id: number, minutesBefore: number): Promise<Reminder> {
  return apiRequest(api.live.editReminder, { body: { id, minutes_before: minutesBefore } });
}

export const editReminderMutationOptions = () =>
  mutationOptions<Reminder, Error, EditReminderRequest>({
    mutationKey: reminderKeys.edit(),
    mutationFn: ({ reminder, minutesBefore }) => editReminder(reminder.id, minutesBefore),
  });

/**
 * Moves a reminder: the list holds the new time at once (so its timer moves) and the server's
 * copy when it answers; a refusal puts the reminder back as it was and says why.
 */
export function useEditReminder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const serverText = useServerText();
  return useMutation({
    ...editReminderMutationOptions(),
    onMutate: async ({ reminder, minutesBefore }) => {
      await queryClient.cancelQueries({ queryKey: reminderKeys.list() });
      updateReminders(queryClient, (list) =>
        withReminder(list, withMinutesBefore(reminder, minutesBefore)),
      );
    },
    onSuccess: (answer) => updateReminders(queryClient, (list) => withReminder(list, answer)),
    onError: (error, { reminder }) => {
      updateReminders(queryClient, (list) => withReminder(list, reminder));
      notify('error', serverText.errorText(error) ?? t('errors.requestFailed'));
    },
  });
}
