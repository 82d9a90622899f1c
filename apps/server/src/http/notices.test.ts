import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Status,
  endpoint,
  envelope,
  listOf,
  notice,
  vodItemSchema,
  type LoginData,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { paymentMethods } from '../db/schema.js';
import type { PaymentGateway } from '../modules/accounts/payments/payment-gateway.js';
import { createSandboxGateway } from '../modules/accounts/payments/sandbox-gateway.js';
import { DEMO_ACCOUNT } from '../modules/intake/seed/seed.js';
import { registrationBody } from '../test/account-fixtures.js';
import { expectKeyedNotice } from '../test/notice-check.js';
import { basic, createTestApp, type TestApp } from '../test/test-app.js';
import { createAnswerCache } from './answer-cache.js';
import { registerErrorHandling } from './errors.js';
import { Answer, CachedAnswer, registerOpenCall } from './route.js';

// Every text the server sends to a person is a notice: the body carries its key and params, and
// `message` is its English text. The web shows the key's text in the reader's language.

const sandbox = createSandboxGateway();
let gatewayDown = false;
const gateway: PaymentGateway = {
  ...sandbox,
  chargeCard: (card, charge) =>
    gatewayDown ? Promise.reject(new Error('gateway down')) : sandbox.chargeCard(card, charge),
};

let t: TestApp;
let demo: LoginData;
let filmIds: number[];
beforeAll(async () => {
  t = await createTestApp({ paymentGateway: gateway });
  demo = await t.login();
  const films = await t.call({ url: '/api/vods/list?filter[type]=0&limit=10', token: demo.token });
  filmIds = envelope(listOf(vodItemSchema))
    .parse(films.json())
    .data!.items.map((film) => film.id);
});
afterAll(() => t.close());

/** A new subscriber, logged in. */
async function subscriber(): Promise<LoginData> {
  const body = registrationBody();
  const registered = await t.call({ method: 'POST', url: '/api/account/registration', body });
  expect(registered.statusCode, registered.body).toBe(200);
  return t.login(body.email, body.password);
}

function rentAs(user: LoginData) {
  return t.call({
    method: 'POST',
    url: '/api/vods/rent',
    token: user.token,
    body: { single_event_vod_id: filmIds[0], vod_profile_id: 1 },
  });
}

describe('failures carry a notice', () => {
  it('a wrong login', async () => {
    const response = await t.call({
      url: '/api/account/login',
      headers: { authorization: basic(DEMO_ACCOUNT.email, 'wrong') },
    });
    expect(response.statusCode).toBe(401);
    expectKeyedNotice(response.json(), 'wrong login');
    expect(response.json().notice).toEqual({ key: 'wrongCredentials' });
  });

  it('a rent call with no saved card', async () => {
    const user = await subscriber();
    await t.database.db.delete(paymentMethods).where(eq(paymentMethods.accountId, user.account.id));
    // Any film and profile: the card is looked for once the profile can be rented.
    const list = await t.call({
      url: '/api/vods/list?filter[type]=0&limit=100',
      token: demo.token,
    });
    const films = envelope(listOf(vodItemSchema)).parse(list.json()).data!.items;
    const film = films.find((item) =>
      item.movie_source.profiles.some((profile) => profile.business_model === 'tvod'),
    )!;
    const profile = film.movie_source.profiles.find((p) => p.business_model === 'tvod')!;
    const response = await t.call({
      method: 'POST',
      url: '/api/vods/rent',
      token: user.token,
      body: { single_event_vod_id: film.id, vod_profile_id: profile.id },
    });
    expect(response.statusCode, response.body).toBe(402);
    expectKeyedNotice(response.json(), 'rent with no card');
    expect(response.json().notice).toEqual({ key: 'rentNoSavedCard' });
  });

  it('a second rating of the same title', async () => {
    const user = await subscriber();
    const rate = () =>
      t.call({ method: 'POST', url: `/api/vods/rate/${filmIds[1]}/4`, token: user.token });
    const first = await rate();
    expect(first.statusCode).toBe(200);
    expectKeyedNotice(first.json(), 'rated');
    const again = await rate();
    expect(again.statusCode).toBe(409);
    expectKeyedNotice(again.json(), 'rated twice');
    expect(again.json().notice).toEqual({ key: 'alreadyRated' });
  });

  it('an unknown call', async () => {
    const response = await t.call({ url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expectKeyedNotice(response.json(), 'unknown call');
  });

  it('an invalid body: zod’s reason is a param, in English', async () => {
    const body = registrationBody({ email: 'not-an-address' });
    const response = await t.call({ method: 'POST', url: '/api/account/registration', body });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expectKeyedNotice(answer, 'invalid body');
    expect(answer.notice).toMatchObject({
      key: 'invalidRequest',
      params: { where: 'body', field: 'email' },
    });
    expect(answer.errors.email).toContain(answer.notice.params.reason);
  });

  it('a request the framework refuses', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/registration',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expectKeyedNotice(response.json(), 'broken JSON');
    expect(response.json().notice).toEqual({ key: 'invalidJson' });
  });

  it('a declined card at registration, its reason a notice of its own', async () => {
    const body = registrationBody({ card_number: '4000000000009995' });
    const response = await t.call({ method: 'POST', url: '/api/account/registration', body });
    expect(response.statusCode).toBe(402);
    expectKeyedNotice(response.json(), 'declined card');
    expect(response.json()).toMatchObject({
      notice: { key: 'insufficientFunds' },
      errors: { card_number: ['Insufficient funds.'] },
    });
  });

  it('a failure on the server’s side (500)', async () => {
    gatewayDown = true;
    try {
      const body = registrationBody();
      const response = await t.call({ method: 'POST', url: '/api/account/registration', body });
      expect(response.statusCode).toBe(500);
      expectKeyedNotice(response.json(), '500');
      expect(response.json().notice).toEqual({ key: 'serverError' });
    } finally {
      gatewayDown = false;
    }
  });

  it('a call without a session', async () => {
    const response = await rentAs({ ...demo, token: 'no-such-token' });
    expect(response.json().status).toBe(Status.session);
    expectKeyedNotice(response.json(), 'no session');
  });
});

describe('success envelopes with a message carry a notice', () => {
  it('an answer whose notice depends on the outcome, and a route’s own notice', async () => {
    const user = await subscriber();
    const pin = await t.call({
      method: 'POST',
      url: '/api/account/check-pin',
      token: user.token,
      body: { type: 'parental', pin: '0000' },
    });
    expectKeyedNotice(pin.json(), 'wrong PIN');
    expect(pin.json().notice).toEqual({ key: 'wrongParentalPin' });
    const update = await t.call({
      method: 'POST',
      url: '/api/account/update-profile',
      token: user.token,
      body: { name: 'Ada' },
    });
    expect(update.statusCode, update.body).toBe(200);
    expectKeyedNotice(update.json(), 'profile updated');
    expect(update.json().notice).toEqual({ key: 'profileUpdated' });
  });
});

describe('both paths of the envelope', () => {
  const app = Fastify({ logger: false });
  const answers = createAnswerCache();
  const call = (path: string) =>
    endpoint({ method: 'GET', path, auth: 'none', response: z.object({ n: z.number() }) });

  beforeAll(async () => {
    registerErrorHandling(app);
    const options = { validateResponse: true, anonymous: true, answers };
    registerOpenCall(app, call('/built'), { ...options, message: notice('subscribed') }, () => ({
      n: 1,
    }));
    registerOpenCall(app, call('/answered'), options, () => new Answer({ n: 2 }, notice('bought')));
    registerOpenCall(
      app,
      call('/cached'),
      { ...options, message: notice('tooManyLogins', { seconds: 30 }) },
      () => new CachedAnswer('one', () => Promise.resolve({ n: 3 })),
    );
    registerOpenCall(app, call('/broken'), options, () => {
      throw new Error('a bug');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['/built', { status: 1, message: 'Successfully subscribed', notice: { key: 'subscribed' } }],
    ['/answered', { status: 1, message: 'Successfully bought', notice: { key: 'bought' } }],
    [
      '/cached',
      {
        status: 1,
        message: 'Too many failed logins. Try again in 30 seconds.',
        notice: { key: 'tooManyLogins', params: { seconds: 30 } },
      },
    ],
    [
      '/broken',
      {
        status: 0,
        message: 'Something went wrong on our side. Please try again.',
        notice: { key: 'serverError' },
      },
    ],
  ])('%s', async (path, expected) => {
    // Twice: the cached path writes its envelope once and sends it again.
    for (let time = 1; time <= 2; time++) {
      const response = await app.inject({ url: path });
      expect(response.json()).toMatchObject(expected);
      expectKeyedNotice(response.json(), path);
    }
  });
});
