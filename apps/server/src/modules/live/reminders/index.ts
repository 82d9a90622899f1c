import { declareModule } from '../../../server-module.js';
import { createReminderRepository } from './reminder-repository.js';
import { registerReminderRoutes } from './reminder-routes.js';
import { createReminderService } from './reminder-service.js';

export { activateTimestamp } from './reminder-presenter.js';

/** Guide reminders, per account: `/epg-reminders/index`, add, edit and delete. */
export const remindersModule = declareModule({
  name: 'reminders',
  build(context) {
    const service = createReminderService(createReminderRepository(context.db), context.now);
    return {
      api: (calls) => registerReminderRoutes(calls, service),
    };
  },
});
