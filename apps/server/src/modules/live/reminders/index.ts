import type { ModuleContext, ServerModule } from '../../../server-module.js';
import { createReminderRepository } from './reminder-repository.js';
import { registerReminderRoutes } from './reminder-routes.js';
import { createReminderService } from './reminder-service.js';

export { activateTimestamp } from './reminder-presenter.js';

/** Guide reminders, per account: `/epg-reminders/index`, add, edit and delete. */
export function createRemindersModule(context: ModuleContext) {
  const service = createReminderService(createReminderRepository(context.db), context.now);
  return {
    api: (api) => registerReminderRoutes(api, service, context.validateResponse),
  } satisfies ServerModule;
}
