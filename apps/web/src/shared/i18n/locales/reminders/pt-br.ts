import type { ReminderTexts } from './en';

/** Brazilian Portuguese texts of reminders. */
export const ptBR: ReminderTexts = {
  reminders: {
    remindMe: 'Me lembrar',
    cancel: 'Cancelar lembrete',
    label: 'Lembrete de {{title}}',
    labelOnChannel: 'Lembrete de {{title}} em {{channel}}',
    before: 'Lembrar antes do início',
    minutes: '{{count}} min',
    setFor_one: 'Lembrete {{count}} minuto antes do início',
    setFor_other: 'Lembrete {{count}} minutos antes do início',
    setAtStart: 'Lembrete quando começar',
    startsIn_one: '{{title}} começa em {{count}} minuto',
    startsIn_other: '{{title}} começa em {{count}} minutos',
    startingNow: '{{title}} está começando agora',
    watch: 'Assistir',
    mark: 'Lembrete ativado',
  },
};
