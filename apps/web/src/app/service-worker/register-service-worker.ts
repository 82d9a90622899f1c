import { WORKER_URL } from '@/service-worker/worker-routes';
import { i18n } from '@/shared/i18n/i18n';
import { reloadPage } from '@/shared/lib/reload-page';
import { notify } from '@/shared/ui/notify';

/** Tells the person a new version is ready; `reload` switches to it. */
export type AnnounceUpdate = (reload: () => void) => void;

const announceUpdate: AnnounceUpdate = (reload) =>
  notify('info', i18n.t('common.newVersion'), {
    action: { label: i18n.t('common.reload'), onClick: reload },
    persistent: true,
  });

/**
 * Lets the waiting worker take over, and reloads the page once it controls it, so the page's
 * files and the worker's are of one build.
 */
export function activateWaitingWorker(
  container: ServiceWorkerContainer,
  waiting: ServiceWorker,
): void {
  container.addEventListener('controllerchange', () => reloadPage(), { once: true });
  waiting.postMessage({ type: 'skip-waiting' });
}

/**
 * Registers /sw.js and announces a new version once one is installed and waiting. The first
 * install is not announced: the page has no worker yet and runs the latest build already.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  announce: AnnounceUpdate = announceUpdate,
): Promise<void> {
  const registration = await container.register(WORKER_URL, { scope: '/' });
  const offer = (waiting: ServiceWorker) => {
    if (container.controller) announce(() => activateWaitingWorker(container, waiting));
  };
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed') return offer(worker);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  };
  if (registration.waiting) offer(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
}
