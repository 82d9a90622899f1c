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

/** A button inside a notification, such as the renew prompt of an expired subscription. */
export interface NotificationAction {
  label: string;
  onClick: () => void;
}

/**
 * Shows a notification. sonner loads with the first one, so pages that never notify (such as
 * /login) do not carry it; the same text of the same kind shows once, not stacked.
 */
export function notify(
  kind: NotificationKind,
  message: string,
  options: {
    action?: NotificationAction;
    /** Shown until dismissed or acted on. */ persistent?: boolean;
  } = {},
): void {
  if (!message) return;
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => {
    const id = `${kind}:${message}`;
    toast[kind](message, {
      id,
      ...(options.action ? { action: options.action } : {}),
      ...(options.persistent ? { duration: Infinity } : {}),
    });
  });
}
