import { describe, expect, it, vi } from 'vitest';
import { api, type LoginData } from '@marquee/contract';
import { makeUser } from '@/test/fixtures';
import { createSessionController, type SessionControllerDeps } from './session-controller';

function setUp(overrides: Partial<SessionControllerDeps> = {}) {
  let now = 100_000;
  let user: LoginData | false | null = makeUser({ relogin_key: 'key-1' });
  const deps = {
    now: () => now,
    getUser: () => user,
    getStoredUser: () => (user ? user : null),
    logOutLocally: vi.fn(() => {
      user = false;
    }),
    storeUser: vi.fn((next: LoginData) => {
      user = next;
    }),
    warn: vi.fn(),
    checkDeviceToken: vi.fn(() => Promise.resolve({ valid: false })),
    relogin: vi.fn(() => Promise.resolve(makeUser({ token: 'fresh', relogin_key: 'key-2' }))),
    reload: vi.fn(),
    ...overrides,
  } satisfies SessionControllerDeps;
  const controller = createSessionController(deps);
  return {
    deps,
    controller,
    advance: (ms: number) => (now += ms),
    logIn: () => (user = makeUser({ relogin_key: 'key-1' })),
  };
}

const problem = (message?: string) => ({ status: 2, message, endpoint: api.vod.list });
const expired = { status: -1, message: 'Token expired', endpoint: api.vod.list };

describe('status 2 (session problem)', () => {
  it('warns with the message, logs out and checks the device token', () => {
    const { deps, controller } = setUp();
    controller.handleEnvelope(problem('Your session has ended.'));
    expect(deps.warn).toHaveBeenCalledWith('Your session has ended.', undefined);
    expect(deps.logOutLocally).toHaveBeenCalledOnce();
    expect(deps.checkDeviceToken).toHaveBeenCalledOnce();
  });

  it('warns with the notice that came with the message', () => {
    const { deps, controller } = setUp();
    const notice = { key: 'sessionEnded' };
    controller.handleEnvelope({ ...problem('Your session has ended.'), notice });
    expect(deps.warn).toHaveBeenCalledWith('Your session has ended.', notice);
  });

  it('checks the device token before logging out, while the token is still sent', () => {
    const order: string[] = [];
    const { controller } = setUp({
      checkDeviceToken: () => {
        order.push('check');
        return Promise.resolve();
      },
      logOutLocally: () => order.push('logout'),
    });
    controller.handleEnvelope(problem('Ended'));
    expect(order).toEqual(['check', 'logout']);
  });

  it('does not warn when the message is OK (or missing), but still logs out', () => {
    const { deps, controller, advance } = setUp();
    controller.handleEnvelope(problem('OK'));
    advance(4000);
    controller.handleEnvelope(problem());
    expect(deps.warn).not.toHaveBeenCalled();
    expect(deps.checkDeviceToken).toHaveBeenCalledTimes(2);
    expect(deps.logOutLocally).toHaveBeenCalledOnce();
  });

  it('warns and checks the device token at most once per 4 s', () => {
    const { deps, controller, advance, logIn } = setUp();
    controller.handleEnvelope(problem('Ended'));
    advance(1000);
    controller.handleEnvelope(problem('Ended'));
    advance(2999);
    logIn();
    controller.handleEnvelope(problem('Ended'));
    expect(deps.checkDeviceToken).toHaveBeenCalledOnce();
    expect(deps.warn).toHaveBeenCalledOnce();
    // The second user of the burst is still logged out.
    expect(deps.logOutLocally).toHaveBeenCalledTimes(2);
    advance(1);
    controller.handleEnvelope(problem('Ended'));
    expect(deps.checkDeviceToken).toHaveBeenCalledTimes(2);
    expect(deps.warn).toHaveBeenCalledTimes(2);
  });

  it('ignores login failures: they belong to the form', () => {
    const { deps, controller } = setUp();
    controller.handleEnvelope({ status: 2, message: 'No', endpoint: api.account.login });
    expect(deps.logOutLocally).not.toHaveBeenCalled();
  });
});

describe('status -1 (silent re-login)', () => {
  it('re-logs in once with the stored key, stores the fresh user, then reloads', async () => {
    const { deps, controller } = setUp();
    controller.handleEnvelope(expired);
    controller.handleEnvelope(expired);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledOnce());
    expect(deps.relogin).toHaveBeenCalledOnce();
    expect(deps.relogin).toHaveBeenCalledWith({ uid: 'device-uid-1', relogin_key: 'key-1' });
    expect(deps.storeUser).toHaveBeenCalledWith(expect.objectContaining({ token: 'fresh' }));
    expect(deps.logOutLocally).not.toHaveBeenCalled();
  });

  it('logs out when the re-login fails, and does not try again', async () => {
    const { deps, controller } = setUp({ relogin: vi.fn(() => Promise.reject(new Error('no'))) });
    controller.handleEnvelope(expired);
    await vi.waitFor(() => expect(deps.logOutLocally).toHaveBeenCalledOnce());
    expect(deps.reload).not.toHaveBeenCalled();
    expect(controller.isReloginPending()).toBe(false);
    controller.handleEnvelope(expired);
    expect(deps.relogin).toHaveBeenCalledOnce();
  });

  it('logs out at once when no re-login key is stored', () => {
    const { deps, controller } = setUp({ getStoredUser: () => makeUser() });
    controller.handleEnvelope(expired);
    expect(deps.relogin).not.toHaveBeenCalled();
    expect(deps.logOutLocally).toHaveBeenCalledOnce();
  });
});

describe('socket force-logout', () => {
  it('logs out', () => {
    const { deps, controller } = setUp();
    controller.handleForceLogout();
    expect(deps.logOutLocally).toHaveBeenCalledOnce();
  });

  it('is ignored while a re-login is pending', async () => {
    let finish: (user: LoginData) => void = () => undefined;
    const { deps, controller } = setUp({
      relogin: vi.fn(() => new Promise<LoginData>((resolve) => (finish = resolve))),
    });
    controller.handleEnvelope(expired);
    expect(controller.isReloginPending()).toBe(true);
    controller.handleForceLogout();
    expect(deps.logOutLocally).not.toHaveBeenCalled();
    finish(makeUser({ token: 'fresh' }));
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledOnce());
  });
});
