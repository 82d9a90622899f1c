/** The kinds of notification the app shows (spec: access §8). */
export type NotificationKind = 'success' | 'error' | 'warning' | 'info';

let requested = false;
const listeners = new Set<() => void>();

/** Subscribes to the first notification request (the toaster mounts then). */
export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any notification was asked for yet. */
export function notificationsRequested(): boolean {
  return requested;
}

/**
 * Shows a notification. sonner loads with the first one, so pages that never notify (such as
 * /login) do not carry it; the same text of the same kind shows once, not stacked.
 */
export function notify(kind: NotificationKind, message: string): void {
  if (!message) return;
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => {
    toast[kind](message, { id: `${kind}:${message}` });
  });
}
