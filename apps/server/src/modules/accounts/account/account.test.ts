import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, envelope, loginDataSchema } from '@marquee/contract';
import { basic, createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ACCOUNT } from '../../intake/seed/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /account/login', () => {
  it('logs in with Basic credentials and returns device, subscription, profile and account', async () => {
    const response = await t.call({
      url: '/api/account/login',
      headers: { authorization: basic(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password) },
    });
    expect(response.statusCode).toBe(200);
    const body = envelope(loginDataSchema).parse(response.json());
    expect(body.status).toBe(Status.ok);
    expect(body.data?.device.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data?.device.uid).toBe('test-device');
    expect(body.data?.subscription?.currency_code).toBe('EUR');
    expect(body.data?.account.subscription_expired).toBe(false);
    expect(body.data?.profile.is_default).toBe(true);
  });

  it('accepts the username as the identifier', async () => {
    const data = await t.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    expect(data.account.email).toBe(DEMO_ACCOUNT.email);
  });

  it('never sends a PIN or a password hash', async () => {
    const response = await t.call({
      url: '/api/account/login',
      headers: { authorization: basic(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password) },
    });
    expect(response.body).not.toMatch(/argon2|pin_hash|password|"pin"|"purchase_pin"/i);
  });

  it('refuses a wrong password with a message for the form', async () => {
    const response = await t.call({
      url: '/api/account/login',
      headers: { authorization: basic(DEMO_ACCOUNT.email, 'wrong') },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: Status.failure,
      message: 'Incorrect email, username or password.',
      notice: { key: 'wrongCredentials' },
    });
  });

  it('refuses an unknown account with the same message', async () => {
    const response = await t.call({
      url: '/api/account/login',
      headers: { authorization: basic('nobody@example.com', 'whatever') },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Incorrect email, username or password.');
  });

  it.each([
    [undefined, 'Missing Authorization header'],
    ['Bearer abc', 'must be Basic'],
    ['Basic !!!', 'must be Basic'],
    [`Basic ${Buffer.from('no-colon').toString('base64')}`, 'identifier:password'],
    [basic('', 'secret'), 'Email or username required'],
    [basic('someone', ''), 'Password required'],
  ])('answers 400 with a clear message for Authorization %s', async (authorization, message) => {
    const response = await t.call({
      url: '/api/account/login',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(Status.failure);
    expect(response.json().message).toContain(message);
  });
});

describe('sessions', () => {
  it('authorize returns the stored user for a live token', async () => {
    const { token } = await t.login();
    const response = await t.call({ url: '/api/account/authorize', token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token).toBe(token);
  });

  it('a missing token answers with body status 2', async () => {
    const response = await t.call({ url: '/api/account/authorize' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(Status.session);
  });

  it('logout makes the token stop working', async () => {
    const { token } = await t.login();
    const logout = await t.call({ url: '/api/account/logout', token });
    expect(logout.statusCode).toBe(200);
    const after = await t.call({ url: '/api/vods/list', token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: Status.session });
  });

  it('check-device-token says whether the token is still valid', async () => {
    const { token } = await t.login();
    const valid = await t.call({ url: '/api/account/check-device-token', token });
    expect(valid.json()).toEqual({ status: Status.ok, data: { valid: true } });
    await t.call({ url: '/api/account/logout', token });
    const revoked = await t.call({ url: '/api/account/check-device-token', token });
    expect(revoked.json()).toEqual({ status: Status.ok, data: { valid: false } });
  });

  it('logging in again from the same UID reuses the device', async () => {
    const first = await t.login(undefined, undefined, 'same-uid');
    const second = await t.login(undefined, undefined, 'same-uid');
    expect(second.device.id).toBe(first.device.id);
    expect(second.token).not.toBe(first.token);
  });
});
