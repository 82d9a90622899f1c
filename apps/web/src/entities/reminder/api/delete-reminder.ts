import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Reminder } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/shared/api/api-client';
import { useServerText } from '@/shared/i18n/server-text';
import { notify } from '@/shared/ui/notify';
import { updateReminders, withReminder, withoutReminder } from '../model/reminder-cache';
import { reminderKeys } from './reminder-keys';

/** Deletes a reminder. */
export async function deleteReminder(id: number): Promise<void> {
  await apiRequest(api.live.deleteReminder, { body: { id } });
}

export const deleteReminderMutationOptions = () =>
  mutationOptions<void, Error, Reminder>({
    mutationKey: reminderKeys.delete(),
    mutationFn: (reminder) => deleteReminder(reminder.id),
  });

/**
 * Deletes a reminder: it leaves the list at once (so its timer is cleared); a refusal puts it
 * back and says why.
 */
export function useDeleteReminder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const serverText = useServerText();
  return useMutation({
    ...deleteReminderMutationOptions(),
    onMutate: async (reminder) => {
      await queryClient.cancelQueries({ queryKey: reminderKeys.list() });
      updateReminders(queryClient, (list) => withoutReminder(list, reminder.epg_programme_id));
    },
    onError: (error, reminder) => {
      updateReminders(queryClient, (list) => withReminder(list, reminder));
      notify('error', serverText.errorText(error) ?? t('errors.requestFailed'));
    },
  });
}
