import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PROFILES,
  Status,
  envelope,
  noticeText,
  noticeTexts,
  pinCheckSchema,
  profileSchema,
  profileUpdateSchema,
} from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { profiles } from '../../../db/schema.js';
import { findSecrets, registrationBody } from '../../../test/account-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ACCOUNT, EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECOND = 1000;
const post = (url: string, token: string, body: unknown) =>
  t.call({ method: 'POST', url: `/api/account/${url}`, token, body });
const checkPin = (token: string, type: string, pin: string) =>
  post('check-pin', token, { type, pin });

/** A fresh subscriber, so PIN counters and profiles start from nothing. */
async function subscriber() {
  const body = registrationBody();
  await t.call({ method: 'POST', url: '/api/account/registration', body });
  return { body, user: await t.login(body.email, body.password) };
}

describe('POST /account/update-profile', () => {
  it('merges profile fields and answers with the profile and the account, no PIN', async () => {
    const { user } = await subscriber();
    const response = await post('update-profile', user.token, {
      name: 'Ada L.',
      age: '37',
      language: 'pt',
      pin: '9999',
      purchase_pin: '99999',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(findSecrets(response.body, [])).toEqual([]);
    const body = envelope(profileUpdateSchema).parse(response.json());
    expect(body.message).toBe(noticeTexts.profileUpdated);
    expect(body.data!.profile).toMatchObject({
      id: user.profile.id,
      name: 'Ada L.',
      first_name: 'Ada',
      age: 37,
      language: 'pt',
      has_pin: true,
    });
    expect(body.data!.account).toMatchObject({
      has_purchase_pin: true,
      subscription_expired: false,
    });
    expect((await checkPin(user.token, 'parental', '9999')).json().data).toEqual({ ok: true });
    expect((await checkPin(user.token, 'purchase', '99999')).json().data).toEqual({ ok: true });
  });

  it('carries subscription_expired for an expired account', async () => {
    const user = await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password);
    const response = await post('update-profile', user.token, {});
    expect(response.json().data.account.subscription_expired).toBe(true);
  });

  it("answers 404 for another account's profile and changes nothing", async () => {
    const { user: stranger } = await subscriber();
    const demo = await t.login();
    const response = await post('update-profile', demo.token, {
      id: stranger.profile.id,
      name: 'X',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: Status.failure,
      message: noticeTexts.profileNotFound,
      notice: { key: 'profileNotFound' },
    });
    const after = await t.call({ url: '/api/account/authorize', token: stranger.token });
    expect(after.json().data.profile.name).toBe(stranger.profile.name);
  });

  it.each([
    [{ pin: '12' }, 'pin', 'Parental pin must contain 4 characters'],
    [{ purchase_pin: '1234' }, 'purchase_pin', 'Purhase pin must contain 5 characters'],
    [{ age: 200 }, 'age', 'Invalid age'],
    [{ first_name: 'B0b' }, 'first_name', 'First name must not contain numbers'],
    [{ language: 'fr' }, 'language', 'must be en, pt or pt_BR'],
    [{ name: '' }, 'name', 'Profile name required'],
  ])('refuses %o with its text', async (body, field, text) => {
    const { token } = await t.login();
    const response = await post('update-profile', token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([text]);
  });
});

describe('POST /account/create-profile', () => {
  it('creates a profile with a hashed PIN and never returns it', async () => {
    const { user } = await subscriber();
    const response = await post('create-profile', user.token, {
      name: 'Kids',
      sex: 'female',
      age: 9,
      pin: '0000',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(findSecrets(response.body, [])).toEqual([]);
    const body = envelope(profileSchema).parse(response.json());
    expect(body.message).toBe(noticeTexts.profileCreated);
    expect(body.data).toMatchObject({
      name: 'Kids',
      first_name: 'Ada',
      last_name: 'Lovelace',
      sex: 1,
      age: 9,
      is_default: false,
      has_pin: true,
    });
  });

  it(`stops at ${MAX_PROFILES} profiles`, async () => {
    const { user } = await subscriber();
    for (let i = 1; i < MAX_PROFILES; i++) {
      expect((await post('create-profile', user.token, { name: `P${i}`, sex: 0 })).statusCode).toBe(
        200,
      );
    }
    const response = await post('create-profile', user.token, { name: 'One more', sex: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      noticeText({ key: 'tooManyProfiles', params: { max: MAX_PROFILES } }),
    );
  });

  it.each([
    [{ sex: 1 }, 'name', 'Profile name required'],
    [{ name: 'Kids' }, 'sex', 'Gender required'],
    [{ name: 'Kids', sex: 0, pin: 'abcd' }, 'pin', 'Parental PIN must contain 4 numbers'],
  ])('refuses %o with its text', async (body, field, text) => {
    const { token } = await t.login();
    const response = await post('create-profile', token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([text]);
  });
});

describe('POST /account/check-pin', () => {
  it('accepts the right PINs of the demo account', async () => {
    const { token } = await t.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const parental = await checkPin(token, 'parental', DEMO_ACCOUNT.parentalPin);
    expect(envelope(pinCheckSchema).parse(parental.json())).toMatchObject({
      status: Status.ok,
      data: { ok: true },
    });
    expect((await checkPin(token, 'purchase', DEMO_ACCOUNT.purchasePin)).json().data).toEqual({
      ok: true,
    });
  });

  it.each([
    ['parental', '0000', 'Wrong parental pin!', 'wrongParentalPin'],
    ['purchase', '00000', 'Wrong purchase pin!', 'wrongPurchasePin'],
  ])('answers a wrong %s PIN with ok false and the spec text', async (type, pin, message, key) => {
    const { user } = await subscriber();
    const response = await checkPin(user.token, type, pin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: Status.ok,
      message,
      notice: { key },
      data: { ok: false },
    });
    expect(response.body).not.toContain('4321');
  });

  it('refuses tries after 5 wrong PINs, for 30 s then 60 s, with Retry-After', async () => {
    const { body, user } = await subscriber();
    for (let i = 0; i < 5; i++) {
      expect((await checkPin(user.token, 'parental', '1111')).json().message).toBe(
        'Wrong parental pin!',
      );
    }
    const locked = await checkPin(user.token, 'parental', body.pin);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.json()).toEqual({
      status: Status.failure,
      message: 'Too many wrong PINs. Try again in 30 seconds.',
      notice: { key: 'tooManyWrongPins', params: { seconds: 30 } },
    });
    // The purchase PIN counts apart.
    expect((await checkPin(user.token, 'purchase', body.purchase_pin)).json().data.ok).toBe(true);

    t.advance(31 * SECOND);
    expect((await checkPin(user.token, 'parental', '2222')).json().data.ok).toBe(false);
    const doubled = await checkPin(user.token, 'parental', body.pin);
    expect(doubled.json().message).toBe('Too many wrong PINs. Try again in 60 seconds.');

    t.advance(61 * SECOND);
    expect((await checkPin(user.token, 'parental', body.pin)).json().data.ok).toBe(true);
    expect((await checkPin(user.token, 'parental', '3333')).json().data.ok).toBe(false);
    expect((await checkPin(user.token, 'parental', body.pin)).json().data.ok).toBe(true);
  });

  it('says so when the profile has no parental PIN', async () => {
    const { user } = await subscriber();
    const created = await post('create-profile', user.token, { name: 'No pin', sex: 0 });
    expect(created.json().data.has_pin).toBe(false);
    // No call switches the session's profile yet: take its PIN away in the database.
    await t.database.db
      .update(profiles)
      .set({ pinHash: null })
      .where(eq(profiles.id, user.profile.id));
    const response = await checkPin(user.token, 'parental', '4321');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(noticeTexts.noParentalPin);
  });

  it.each([
    [{ type: 'parental', pin: '12345' }, 'pin', 'Parental pin must contain 4 characters'],
    [{ type: 'purchase', pin: '1234' }, 'pin', 'Purhase pin must contain 5 characters'],
    [{ type: 'purchase' }, 'pin', 'Purchase pin required'],
    [{ type: 'admin', pin: '1234' }, 'type', 'type must be parental or purchase'],
  ])('refuses %o with its text', async (body, field, text) => {
    const { token } = await t.login();
    const response = await post('check-pin', token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([text]);
  });

  it('needs a session', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/account/check-pin',
      body: { type: 'parental', pin: '1234' },
    });
    expect(response.json().status).toBe(Status.session);
  });
});
