import type { Channel, Programme } from '@marquee/contract';

/**
 * The place of the reminder's action (Remind me, Cancel reminder) among a future programme's
 * actions in its details. Reminders render it; the guide alone offers none.
 */
export function ProgrammeReminderAction(_props: { programme: Programme; channel: Channel }) {
  return null;
}

/** The place of the mark on a guide cell whose programme has a reminder. */
export function ProgrammeReminderMark(_props: { programme: Programme }) {
  return null;
}
