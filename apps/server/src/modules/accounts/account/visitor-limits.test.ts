import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status, noticeTexts } from '@marquee/contract';
import { registrationBody } from '../../../test/account-fixtures.js';
import { createTestApp, createTwinApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ACCOUNT } from '../../intake/seed/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DECLINED_CARD = '4000000000000002';

const register = (email: string, remoteAddress: string, cardNumber = DECLINED_CARD) =>
  t.call({
    method: 'POST',
    url: '/api/account/registration',
    body: registrationBody({ email, card_number: cardNumber }),
    remoteAddress,
  });

const forgot = (email: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/api/account/forgot-password', body: { email }, remoteAddress });

const freshEmail = () => registrationBody().email;

/** The e-mail in other letters: every other character upper-cased, from `shift` on. */
const otherLetters = (email: string, shift: number) =>
  [...email].map((c, i) => ((i + shift) % 2 ? c.toUpperCase() : c)).join('');

/** A refusal for an hour's window that began a moment ago. */
function expectHourRefusal(
  response: LightMyRequestResponse,
  key: 'tooManyRegistrations' | 'tooManyResetRequests',
) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({
    status: Status.failure,
    message: noticeTexts[key].replace('{{minutes}}', '60'),
    notice: { key, params: { minutes: 60 } },
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(59 * 60);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
}

describe('registration limits', () => {
  it('refuses a sixth registration of one e-mail within the hour, in any letters, from any address', async () => {
    const known = DEMO_ACCOUNT.email;
    const unknown = freshEmail();
    for (let i = 0; i < 5; i++) {
      const taken = await register(otherLetters(known, i), `10.1.1.${i}`);
      expect(taken.statusCode).toBe(409);
      const declined = await register(otherLetters(unknown, i), `10.1.2.${i}`);
      expect(declined.statusCode).toBe(402);
    }
    const takenSixth = await register(known, '10.1.1.9');
    const unknownSixth = await register(unknown, '10.1.2.9');
    // The limit answers alike whether or not the e-mail has an account.
    expectHourRefusal(takenSixth, 'tooManyRegistrations');
    expect(unknownSixth.body).toBe(takenSixth.body);
    expect(
      Math.abs(
        Number(unknownSixth.headers['retry-after']) - Number(takenSixth.headers['retry-after']),
      ),
    ).toBeLessThanOrEqual(1);

    // Other e-mails register from the same addresses.
    const other = await register(freshEmail(), '10.1.2.9', '4242424242424242');
    expect(other.statusCode, other.body).toBe(200);

    t.advance(61 * MINUTE);
    expect((await register(known, '10.1.1.9')).statusCode).toBe(409);
    expect((await register(unknown, '10.1.2.9')).statusCode).toBe(402);
  });

  it('refuses the 21st registration from one client address within the hour, whatever the e-mail', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await register(freshEmail(), '10.1.3.1')).statusCode).toBe(402);
    }
    expectHourRefusal(await register(freshEmail(), '10.1.3.1'), 'tooManyRegistrations');
    // Another address is not held back.
    expect((await register(freshEmail(), '10.1.3.2')).statusCode).toBe(402);

    t.advance(61 * MINUTE);
    expect((await register(freshEmail(), '10.1.3.1')).statusCode).toBe(402);
  });
});

describe('password reset request limits', () => {
  it('refuses a sixth request for one e-mail within the hour, alike for known and unknown e-mails', async () => {
    const known = DEMO_ACCOUNT.email;
    const unknown = freshEmail();
    for (let i = 0; i < 5; i++) {
      const sent = await forgot(otherLetters(known, i), `10.2.1.${i}`);
      const none = await forgot(otherLetters(unknown, i), `10.2.2.${i}`);
      expect(sent.statusCode).toBe(200);
      expect(none.body).toBe(sent.body);
    }
    const knownSixth = await forgot(known, '10.2.1.9');
    const unknownSixth = await forgot(unknown, '10.2.2.9');
    expectHourRefusal(knownSixth, 'tooManyResetRequests');
    expect(unknownSixth.body).toBe(knownSixth.body);

    // Other e-mails are answered from the same addresses.
    expect((await forgot(freshEmail(), '10.2.1.9')).statusCode).toBe(200);

    t.advance(61 * MINUTE);
    expect((await forgot(known, '10.2.1.9')).json().notice.key).toBe('resetLinkSent');
    expect((await forgot(unknown, '10.2.2.9')).json().notice.key).toBe('resetLinkSent');
  });

  it('refuses the 21st request from one client address within the hour, whatever the e-mail', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await forgot(freshEmail(), '10.2.3.1')).statusCode).toBe(200);
    }
    expectHourRefusal(await forgot(freshEmail(), '10.2.3.1'), 'tooManyResetRequests');
    expect((await forgot(freshEmail(), '10.2.3.2')).statusCode).toBe(200);

    t.advance(61 * MINUTE);
    expect((await forgot(freshEmail(), '10.2.3.1')).statusCode).toBe(200);
  });

  it('counts the client address X-Forwarded-For names when TRUST_PROXY is set, and only then', async () => {
    const viaProxy = (email: string, forwardedFor: string) => ({
      method: 'POST' as const,
      url: '/api/account/forgot-password',
      body: { email },
      remoteAddress: '10.2.4.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

    // Without TRUST_PROXY the header is the client's word: changing it gains nothing.
    for (let i = 0; i < 20; i++) {
      expect((await t.call(viaProxy(freshEmail(), `203.0.113.${i}`))).statusCode).toBe(200);
    }
    expectHourRefusal(await t.call(viaProxy(freshEmail(), '203.0.113.99')), 'tooManyResetRequests');

    const behindProxy = await createTwinApp(t, { trustProxy: true });
    try {
      for (let i = 0; i < 20; i++) {
        expect((await behindProxy.call(viaProxy(freshEmail(), '198.51.100.7'))).statusCode).toBe(
          200,
        );
      }
      expectHourRefusal(
        await behindProxy.call(viaProxy(freshEmail(), '198.51.100.7')),
        'tooManyResetRequests',
      );
      // Another client behind the same proxy is not held back.
      expect((await behindProxy.call(viaProxy(freshEmail(), '198.51.100.8'))).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});
