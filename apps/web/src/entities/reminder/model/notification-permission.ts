import { storage } from '@/shared/storage/storage';

/**
 * Asks for browser notifications the first time a reminder is added: once on this device,
 * whatever the answer, and never when the person has already allowed or blocked them.
 */
export function askNotificationPermissionOnce(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  if (storage.notificationsAsked.get()) return;
  storage.notificationsAsked.set(true);
  // Older browsers answer through a callback and return nothing.
  void Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}
