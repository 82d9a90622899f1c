import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { envelope, loginDataSchema } from '@marquee/contract';
import { findSecrets, registrationBody } from '../../../test/account-fixtures.js';
import { basic, createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ACCOUNT } from '../../intake/seed/seed.js';

// Every account call, answered well or badly, is read for PINs, passwords, hashes, card
// numbers and CVVs. The values typed in are unusual enough to be found if they leaked.
const PASSWORD = 'Correct-Horse-7';
const NEW_PASSWORD = 'Battery-Staple-9';
const PIN = '8642';
const PURCHASE_PIN = '97531';
const CVV = '737';
const CARD = '5555555555554444';
const SECRETS = [PASSWORD, NEW_PASSWORD, PIN, PURCHASE_PIN, CVV, CARD, DEMO_ACCOUNT.password];

let t: TestApp;
const seen: { name: string; response: LightMyRequestResponse }[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function record(name: string, response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  seen.push({ name, response: answer });
  return answer;
}

describe('no response carries a secret', () => {
  it('holds for every account call, good and bad', async () => {
    const body = registrationBody({
      password: PASSWORD,
      confirm_password: PASSWORD,
      pin: PIN,
      purchase_pin: PURCHASE_PIN,
      card_cvv: CVV,
      card_number: CARD,
    });
    const post = (url: string, payload: unknown, token?: string) =>
      t.call({
        method: 'POST',
        url: `/api/account/${url}`,
        body: payload,
        ...(token && { token }),
      });

    await record('registration', post('registration', body));
    await record('registration taken', post('registration', body));
    await record(
      'registration declined',
      post('registration', { ...body, email: 'x@example.com', card_number: '4000000000000002' }),
    );
    await record('registration bad', post('registration', { ...body, card_cvv: '12' }));
    const login = await record(
      'login',
      t.call({
        url: '/api/account/login',
        headers: { authorization: basic(body.email, PASSWORD) },
      }),
    );
    const user = envelope(loginDataSchema).parse(login.json()).data!;
    await record(
      'login wrong',
      t.call({ url: '/api/account/login', headers: { authorization: basic(body.email, 'nope') } }),
    );
    await record('relogin', post('relogin', { uid: user.uid, relogin_key: user.relogin_key }));
    const fresh = (await t.login(body.email, PASSWORD)).token;
    await record('authorize', t.call({ url: '/api/account/authorize', token: fresh }));
    await record(
      'check-device-token',
      t.call({ url: '/api/account/check-device-token', token: fresh }),
    );
    await record('get-subscriptions', t.call({ url: '/api/account/get-subscriptions' }));
    await record('devices', t.call({ url: '/api/account/devices', token: fresh }));
    await record('update-subscription', post('update-subscription', { subscription_id: 3 }, fresh));
    await record(
      'check-subscription',
      t.call({ url: '/api/account/check-subscription', token: fresh }),
    );
    await record(
      'payment-history-list',
      t.call({ url: '/api/account/payment-history-list', token: fresh }),
    );
    await record(
      'update-profile',
      post('update-profile', { pin: PIN, purchase_pin: PURCHASE_PIN }, fresh),
    );
    await record('update-profile bad', post('update-profile', { pin: '86420' }, fresh));
    await record(
      'create-profile',
      post('create-profile', { name: 'Kids', sex: 0, pin: PIN }, fresh),
    );
    await record('check-pin right', post('check-pin', { type: 'parental', pin: PIN }, fresh));
    await record('check-pin wrong', post('check-pin', { type: 'purchase', pin: '11111' }, fresh));
    await record('forgot-password', post('forgot-password', { email: body.email }));
    const mail = (await t.outbox()).at(-1)!;
    const resetToken = /token=([\w-]+)/.exec(mail.text)![1]!;
    await record(
      'reset-password',
      post('reset-password', {
        token: resetToken,
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      }),
    );
    await record(
      'reset-password bad',
      post('reset-password', { token: resetToken, password: NEW_PASSWORD, confirm_password: 'x' }),
    );
    const last = await t.login(body.email, NEW_PASSWORD, 'second');
    await record('remove-device', post('remove-device', { id: user.device.id }, last.token));
    await record('logout', t.call({ url: '/api/account/logout', token: last.token }));

    expect(seen.length).toBeGreaterThan(20);
    const leaks = seen.flatMap(({ name, response }) =>
      findSecrets(response.body, SECRETS).map((leak) => `${name}: ${leak}`),
    );
    expect(leaks).toEqual([]);
    expect(seen.filter(({ response }) => response.statusCode >= 500)).toEqual([]);
  });

  it('the e-mail carries the link but no password or PIN', async () => {
    for (const mail of await t.outbox()) {
      expect(findSecrets(JSON.stringify(mail), SECRETS)).toEqual([]);
    }
  });
});
