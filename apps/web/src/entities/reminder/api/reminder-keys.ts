/** Query keys of the viewer's reminders: one list, patched in place by every change. */
export const reminderKeys = {
  all: ['reminder'] as const,
  list: () => [...reminderKeys.all, 'list'] as const,
  add: () => [...reminderKeys.all, 'add'] as const,
  edit: () => [...reminderKeys.all, 'edit'] as const,
  delete: () => [...reminderKeys.all, 'delete'] as const,
};
