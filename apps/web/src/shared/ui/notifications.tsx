import { Suspense, lazy, useSyncExternalStore } from 'react';
import { notificationsRequested, subscribeNotifications } from './notify';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Mounts the toaster once something asks to notify; until then it costs nothing. */
export function Notifications() {
  const requested = useSyncExternalStore(subscribeNotifications, notificationsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
