import { useReminderAlerts } from '../hooks/use-reminder-alerts';

/**
 * The reminders' timers and alerts, as a component the signed-in shell loads once the page is
 * idle (app-layout.tsx): nothing on screen waits for them.
 */
export function ReminderAlerts() {
  useReminderAlerts();
  return null;
}
