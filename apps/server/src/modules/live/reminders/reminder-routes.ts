import { api } from '@marquee/contract';
import type { CallRegistrar } from '../../../http/route.js';
import type { ReminderService } from './reminder-service.js';

export function registerReminderRoutes(registrar: CallRegistrar, service: ReminderService): void {
  const calls = api.live;
  registrar.call(calls.reminders, {}, ({ session }) => service.upcoming(session));
  registrar.call(calls.addReminder, {}, ({ body, session }) =>
    service.add(session, body.epg_programme_id, body.minutes_before),
  );
  registrar.call(calls.editReminder, {}, ({ body, session }) =>
    service.edit(session, body.id, body.minutes_before),
  );
  registrar.call(calls.deleteReminder, {}, ({ body, session }) => service.remove(session, body.id));
}
