import { whenIdle } from '@/shared/lib/when-idle';

/**
 * Registers the service worker once the page is idle, so the first visit pays nothing for it,
 * and only in a build: the dev server and the unit tests have no worker (nor a /sw.js).
 */
export function startServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): void {
  if (!import.meta.env.PROD || !container) return;
  whenIdle(() => {
    import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(container))
      // Without a worker the app works as it did: from the network.
      .catch(() => undefined);
  });
}
