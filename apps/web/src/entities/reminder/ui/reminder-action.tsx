import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@marquee/contract';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { useAddReminder } from '../api/add-reminder';
import { useDeleteReminder } from '../api/delete-reminder';
import { useEditReminder } from '../api/edit-reminder';
import { askNotificationPermissionOnce } from '../model/notification-permission';
import { isProvisional, minutesBefore } from '../model/reminder-cache';
import {
  REMINDER_MINUTE_CHOICES,
  fitsBeforeStart,
  reminderMinutesFor,
} from '../model/reminder-minutes';
import { useReminderFor } from '../model/use-reminder-for';
import { BELL, BELL_OFF } from './reminder-icons';
import styles from './reminder-action.module.css';

export interface ReminderActionProps {
  /** A programme that has not started; once it has, only an existing reminder is shown. */
  programme: Pick<Programme, 'id' | 'channel_id' | 'title' | 'start_timestamp'>;
  /** The channel's name, for the accessible label of the group. */
  channelTitle?: string;
  /** The time now (epoch ms) by the caller's clock; read once when left out. */
  now?: number;
  className?: string;
}

/**
 * "Remind me" and "Cancel reminder" for a future programme, with the minutes before its start
 * (5, 10, 15 or 30): picked before adding, or moving the reminder once it exists. The first
 * reminder asks for browser notifications, once.
 */
export function ReminderAction({ programme, channelTitle, now, className }: ReminderActionProps) {
  const { t } = useTranslation();
  const reminder = useReminderFor(programme.id);
  const add = useAddReminder();
  const edit = useEditReminder();
  const remove = useDeleteReminder();
  const [choice, setChoice] = useState<number>(REMINDER_MINUTE_CHOICES[0]);
  const [mountedAt] = useState(() => Date.now());
  const secondsUntilStart = programme.start_timestamp - (now ?? mountedAt) / 1000;
  if (!reminder && secondsUntilStart <= 0) return null;

  const busy = (reminder !== undefined && isProvisional(reminder)) || edit.isPending;
  const selected = reminder ? minutesBefore(reminder) : choice;

  // The main button stays one element as it turns from "Remind me" into "Cancel reminder",
  // so focus (keyboard, remote) stays on it; while busy it ignores presses but keeps focus.
  const onMain = () => {
    if (busy) return;
    if (reminder) {
      remove.mutate(reminder);
      return;
    }
    askNotificationPermissionOnce();
    const secondsLeft = programme.start_timestamp - Date.now() / 1000;
    add.mutate({ programme, minutesBefore: reminderMinutesFor(choice, secondsLeft) });
  };
  const onChoose = (minutes: number) => {
    if (!reminder) setChoice(minutes);
    else if (!busy && minutes !== selected) edit.mutate({ reminder, minutesBefore: minutes });
  };

  const label = channelTitle
    ? t('reminders.labelOnChannel', { title: programme.title, channel: channelTitle })
    : t('reminders.label', { title: programme.title });
  let status = '';
  if (reminder) {
    status =
      selected === 0 ? t('reminders.setAtStart') : t('reminders.setFor', { count: selected });
  }
  return (
    <div
      role="group"
      aria-label={label}
      className={[styles.action, className].filter(Boolean).join(' ')}
    >
      <Button variant="secondary" aria-disabled={busy || undefined} onClick={onMain}>
        <Icon name={reminder ? BELL_OFF : BELL} size={20} />
        {reminder ? t('reminders.cancel') : t('reminders.remindMe')}
      </Button>
      <div role="group" aria-label={t('reminders.before')} className={styles.choices}>
        {REMINDER_MINUTE_CHOICES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className={styles.choice}
            aria-pressed={minutes === selected}
            aria-disabled={busy || undefined}
            disabled={!fitsBeforeStart(minutes, secondsUntilStart)}
            onClick={() => onChoose(minutes)}
          >
            {t('reminders.minutes', { count: minutes })}
          </button>
        ))}
      </div>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
