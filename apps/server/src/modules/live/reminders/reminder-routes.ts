import type { FastifyInstance } from 'fastify';
import { api } from '@marquee/contract';
import { registerCall } from '../../../http/route.js';
import type { ReminderService } from './reminder-service.js';

export function registerReminderRoutes(
  app: FastifyInstance,
  service: ReminderService,
  validateResponse: boolean,
): void {
  const options = { validateResponse };
  const calls = api.live;
  registerCall(app, calls.reminders, options, ({ session }) => service.upcoming(session.accountId));
  registerCall(app, calls.addReminder, options, ({ body, session }) =>
    service.add(session.accountId, body.epg_programme_id, body.minutes_before),
  );
  registerCall(app, calls.editReminder, options, ({ body, session }) =>
    service.edit(session.accountId, body.id, body.minutes_before),
  );
  registerCall(app, calls.deleteReminder, options, ({ body, session }) =>
    service.remove(session.accountId, body.id),
  );
}
