import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Header, Status, envelope, loginDataSchema, noticeTexts } from '@marquee/contract';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

const relogin = (uid: string, key: string | undefined) =>
  t.call({ method: 'POST', url: '/api/account/relogin', body: { uid, relogin_key: key } });

describe('session idle expiry and silent re-login', () => {
  it('login hands out a 256-bit re-login key that authorize does not repeat', async () => {
    const user = await t.login(undefined, undefined, 'key-device');
    expect(user.relogin_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await t.call({ url: '/api/account/authorize', token: user.token });
    expect(again.json().data.relogin_key).toBeUndefined();
  });

  it('an idle session answers 401 with status -1; re-login gives a new token and key', async () => {
    const user = await t.login(undefined, undefined, 'idle-device');
    t.advance(29 * DAY);
    expect((await t.call({ url: '/api/vods/list', token: user.token })).statusCode).toBe(200);
    // Used on day 29, so idle only from then on.
    t.advance(29 * DAY);
    expect((await t.call({ url: '/api/account/authorize', token: user.token })).statusCode).toBe(
      200,
    );
    t.advance(31 * DAY);
    const expired = await t.call({ url: '/api/account/authorize', token: user.token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      status: Status.relogin,
      message: 'Your session has expired.',
      notice: { key: 'sessionExpired' },
    });
    const check = await t.call({ url: '/api/account/check-device-token', token: user.token });
    expect(check.json().data).toEqual({ valid: false });

    const renewed = await relogin('idle-device', user.relogin_key);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const data = envelope(loginDataSchema).parse(renewed.json()).data!;
    expect(data.device.id).toBe(user.device.id);
    expect(data.profile.id).toBe(user.profile.id);
    expect(data.token).not.toBe(user.token);
    expect(data.relogin_key).toBeDefined();
    expect(data.relogin_key).not.toBe(user.relogin_key);
    expect((await t.call({ url: '/api/account/authorize', token: data.token })).statusCode).toBe(
      200,
    );

    // The key was spent: the old one is refused, the new one works once.
    const reused = await relogin('idle-device', user.relogin_key);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      status: Status.session,
      message: noticeTexts.sessionEnded,
      notice: { key: 'sessionEnded' },
    });
    expect((await relogin('idle-device', data.relogin_key)).statusCode).toBe(200);
  });

  it('refuses a key presented by another device UID', async () => {
    const user = await t.login(undefined, undefined, 'owner-device');
    const response = await relogin('thief-device', user.relogin_key);
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(Status.session);
  });

  it('logout voids the device re-login key', async () => {
    const user = await t.login(undefined, undefined, 'logout-device');
    await t.call({ url: '/api/account/logout', token: user.token });
    expect((await relogin('logout-device', user.relogin_key)).statusCode).toBe(401);
  });

  it('removing the device voids its re-login key', async () => {
    const target = await t.login(undefined, undefined, 'removed-device');
    const other = await t.login(undefined, undefined, 'remover-device');
    const removed = await t.call({
      method: 'POST',
      url: '/api/account/remove-device',
      token: other.token,
      body: { id: target.device.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await relogin('removed-device', target.relogin_key)).statusCode).toBe(401);
  });

  it('refuses a missing or malformed body with a clear message', async () => {
    const response = await relogin('web-1', undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ relogin_key: ['Re-login key required'] });
  });

  it('keeps the UID header out of it: the body names the device', async () => {
    const user = await t.login(undefined, undefined, 'body-device');
    const response = await t.call({
      method: 'POST',
      url: '/api/account/relogin',
      body: { uid: 'body-device', relogin_key: user.relogin_key },
      headers: { [Header.uid]: 'something-else' },
    });
    expect(response.statusCode).toBe(200);
  });
});
