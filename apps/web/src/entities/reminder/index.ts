export { reminderKeys } from './api/reminder-keys';
export {
  REMINDER_REFRESH_MS,
  getReminders,
  remindersQueryOptions,
  useReminders,
} from './api/get-reminders';
export {
  addReminder,
  addReminderMutationOptions,
  useAddReminder,
  type AddReminderRequest,
} from './api/add-reminder';
export {
  editReminder,
  editReminderMutationOptions,
  useEditReminder,
  type EditReminderRequest,
} from './api/edit-reminder';
export {
  deleteReminder,
  deleteReminderMutationOptions,
  useDeleteReminder,
} from './api/delete-reminder';
export {
  activateTimestamp,
  isProvisional,
  minutesBefore,
  withMinutesBefore,
  withReminder,
  withoutReminder,
} from './model/reminder-cache';
export {
  REMINDER_MINUTE_CHOICES,
  fitsBeforeStart,
  reminderMinutesFor,
} from './model/reminder-minutes';
export { askNotificationPermissionOnce } from './model/notification-permission';
export { useRemindedProgrammes, useReminderFor } from './model/use-reminder-for';
export { ReminderAction, type ReminderActionProps } from './ui/reminder-action';
export { ReminderMark } from './ui/reminder-mark';
