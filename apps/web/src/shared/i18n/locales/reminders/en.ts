import type { Texts } from '../en';

/**
 * English texts of reminders, loaded with the guide and with the reminders' alerts
 * (`loadTexts` in i18n.ts).
 */
export const en = {
  reminders: {
    remindMe: 'Remind me',
    cancel: 'Cancel reminder',
    label: 'Reminder for {{title}}',
    labelOnChannel: 'Reminder for {{title}} on {{channel}}',
    before: 'Remind me before it starts',
    minutes: '{{count}} min',
    setFor_one: 'Reminder {{count}} minute before it starts',
    setFor_other: 'Reminder {{count}} minutes before it starts',
    setAtStart: 'Reminder when it starts',
    startsIn_one: '{{title}} starts in {{count}} minute',
    startsIn_other: '{{title}} starts in {{count}} minutes',
    startingNow: '{{title}} is starting now',
    watch: 'Watch',
    mark: 'Reminder set',
  },
};

/** The shape of these texts in every language. */
export type ReminderTexts = Texts<typeof en>;
