import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Reminder } from '@marquee/contract';
import { useReminders } from '@/entities/reminder';
import { to } from '@/shared/config/routes';
import { useModules } from '@/entities/configuration/ui/use-modules';
import { notify } from '@/shared/ui/notify';
import { createReminderScheduler, type ReminderScheduler } from '../lib/reminder-scheduler';
import { reminderMoment } from '../lib/reminder-timing';

/** Shows a browser notification when the person has allowed them; clicking it opens `open`. */
function showBrowserNotification(text: string, tag: string, open: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(text, { tag });
    notification.onclick = () => {
      window.focus();
      open();
      notification.close();
    };
  } catch {
    // Some browsers (Android's) only show notifications from a service worker.
  }
}

/**
 * Fetches the viewer's reminders (when mounted, and every 15 minutes) and keeps one timer per
 * reminder: when one fires, a success notification says the programme starts in N minutes,
 * with a Watch action to its channel, and so does the browser when allowed. Mounted once, in
 * the signed-in shell, once the page is idle (`ReminderAlerts`).
 */
export function useReminderAlerts(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { epg } = useModules();
  const reminders = useReminders(epg).data;

  const fire = (reminder: Reminder, minutes: number) => {
    const title = reminder.epg_programme_title;
    const text =
      minutes === 0
        ? t('reminders.startingNow', { title })
        : t('reminders.startsIn', { title, count: minutes });
    const open = () => void navigate(to.channel(reminder.epg_programme.channel_id));
    notify('success', text, { action: { label: t('reminders.watch'), onClick: open } });
    showBrowserNotification(text, reminderMoment(reminder), open);
  };
  // The timers outlive renders: they call the latest `fire` (language, router).
  const fireRef = useRef(fire);
  useEffect(() => {
    fireRef.current = fire;
  });

  const scheduler = useRef<ReminderScheduler | null>(null);
  useEffect(() => {
    const created = createReminderScheduler((reminder, minutes) =>
      fireRef.current(reminder, minutes),
    );
    scheduler.current = created;
    return () => {
      created.stop();
      scheduler.current = null;
    };
  }, []);

  useEffect(() => {
    scheduler.current?.update(epg ? (reminders ?? []) : []);
  }, [reminders, epg]);
}
