import { describe, expect, it, vi } from 'vitest';
import { activateWaitingWorker, registerServiceWorker } from './register-service-worker';
import { startServiceWorker } from './start-service-worker';
import * as reload from '@/shared/lib/reload-page';

// Idle work runs at once here, so that a registration would show within the test.
vi.mock('@/shared/lib/when-idle', () => ({ whenIdle: (task: () => void) => task() }));

/** A worker as the registration sees it, whose state the test moves on. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  readonly posted: unknown[] = [];
  postMessage = (message: unknown) => this.posted.push(message);
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** A page's `navigator.serviceWorker`, and its `register` to look at. */
function containerWith(registration: FakeRegistration, controlled: boolean) {
  const register = vi.fn((_url: string, _options: RegistrationOptions) =>
    Promise.resolve(registration),
  );
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register,
  }) as unknown as ServiceWorkerContainer;
  return { container, register };
}

describe('registering the service worker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container, register } = containerWith(new FakeRegistration(), false);
    await registerServiceWorker(container, vi.fn());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('announces nothing on the first install, when no worker controls the page', async () => {
    const registration = new FakeRegistration();
    const announce = vi.fn();
    await registerServiceWorker(containerWith(registration, false).container, announce);
    const first = new FakeWorker('installing');
    registration.find(first);
    first.become('installed');
    expect(announce).not.toHaveBeenCalled();
  });

  it('announces a new version found while the page is open, once it is installed', async () => {
    const registration = new FakeRegistration();
    const announce = vi.fn();
    await registerServiceWorker(containerWith(registration, true).container, announce);
    const next = new FakeWorker('installing');
    registration.find(next);
    expect(announce).not.toHaveBeenCalled();
    next.become('installed');
    expect(announce).toHaveBeenCalledOnce();
  });

  it('announces a version already waiting or installing when the page registers', async () => {
    const waiting = new FakeRegistration();
    waiting.waiting = new FakeWorker('installed');
    const announceWaiting = vi.fn();
    await registerServiceWorker(containerWith(waiting, true).container, announceWaiting);
    expect(announceWaiting).toHaveBeenCalledOnce();

    const installing = new FakeRegistration();
    installing.installing = new FakeWorker('installing');
    const announceInstalling = vi.fn();
    await registerServiceWorker(containerWith(installing, true).container, announceInstalling);
    installing.installing.become('installed');
    expect(announceInstalling).toHaveBeenCalledOnce();
  });

  it('has Reload ask the waiting worker to take over, and reloads once it controls the page', async () => {
    const reloadPage = vi.spyOn(reload, 'reloadPage').mockImplementation(() => undefined);
    const registration = new FakeRegistration();
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    const { container } = containerWith(registration, true);
    let clickReload = () => {};
    await registerServiceWorker(container, (reload) => (clickReload = reload));

    clickReload();
    expect(waiting.posted).toEqual([{ type: 'skip-waiting' }]);
    expect(reloadPage).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('is not started outside a build (the dev server and these tests)', async () => {
    const { container, register } = containerWith(new FakeRegistration(), false);
    startServiceWorker(container);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(register).not.toHaveBeenCalled();
  });

  it('is started in a build once the page is idle', async () => {
    vi.stubEnv('PROD', true);
    const { container, register } = containerWith(new FakeRegistration(), false);
    startServiceWorker(container);
    await vi.waitFor(() => expect(register).toHaveBeenCalledOnce());
    vi.unstubAllEnvs();
  });
});

describe('activating the waiting worker', () => {
  it('posts skip-waiting to that worker', () => {
    const waiting = new FakeWorker('installed');
    const { container } = containerWith(new FakeRegistration(), true);
    activateWaitingWorker(container, waiting as unknown as ServiceWorker);
    expect(waiting.posted).toEqual([{ type: 'skip-waiting' }]);
  });
});
