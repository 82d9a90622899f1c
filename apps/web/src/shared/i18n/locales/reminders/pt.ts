import type { ReminderTexts } from './en';

/** European Portuguese texts of reminders. */
export const pt: ReminderTexts = {
  reminders: {
    remindMe: 'Lembrar-me',
    cancel: 'Cancelar lembrete',
    label: 'Lembrete de {{title}}',
    labelOnChannel: 'Lembrete de {{title}} em {{channel}}',
    before: 'Lembrar antes do início',
    minutes: '{{count}} min',
    setFor_one: 'Lembrete {{count}} minuto antes do início',
    setFor_other: 'Lembrete {{count}} minutos antes do início',
    setAtStart: 'Lembrete quando começar',
    startsIn_one: '{{title}} começa dentro de {{count}} minuto',
    startsIn_other: '{{title}} começa dentro de {{count}} minutos',
    startingNow: '{{title}} está a começar',
    watch: 'Ver',
    mark: 'Lembrete definido',
  },
};
