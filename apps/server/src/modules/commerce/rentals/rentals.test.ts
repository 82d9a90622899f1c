import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  listOf,
  notice,
  noticeTexts,
  rentalSchema,
  streamSchema,
  vodItemSchema,
  type VodItem,
} from '@marquee/contract';
import { z } from 'zod/mini';
import { DAY } from '../../../clock.js';
import { payments, rentals } from '../../../db/schema.js';
import { READ_MEMO_MAX_AGE_MS } from '../../../read-memo.js';
import { registrationBody } from '../../../test/account-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { PaymentGateway } from '../../accounts/payments/payment-gateway.js';
import { createSandboxGateway } from '../../accounts/payments/sandbox-gateway.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';

/** The sandbox, counting charges; each charge takes a moment, as a real gateway's does. */
function countingGateway() {
  const sandbox = createSandboxGateway();
  const charges: string[] = [];
  let declineNext = false;
  const gateway: PaymentGateway = {
    ...sandbox,
    async chargeSavedCard(ref, charge) {
      await sleep(30);
      if (declineNext) {
        declineNext = false;
        return { approved: false, reason: notice('cardDeclined') };
      }
      charges.push(charge.description);
      return sandbox.chargeSavedCard(ref, charge);
    },
  };
  return { gateway, charges, declineOnce: () => (declineNext = true) };
}

const counting = countingGateway();
let t: TestApp;
let token: string;
let accountId: number;
let films: VodItem[];
beforeAll(async () => {
  t = await createTestApp({ paymentGateway: counting.gateway });
  const login = await t.login();
  token = login.token;
  accountId = login.account.id;
  films = (await list('filter[type]=0&limit=100')).items;
});
afterAll(() => t.close());

const listBody = envelope(listOf(vodItemSchema));
async function list(query: string, as = token) {
  const response = await t.call({ url: `/api/vods/list?${query}`, token: as });
  expect(response.statusCode, response.body).toBe(200);
  return listBody.parse(response.json()).data!;
}
const rent = (body: unknown, as = token) =>
  t.call({ method: 'POST', url: '/api/vods/rent', token: as, body });
const stream = (vodId: number, profileId: number, as = token) =>
  t.call({
    method: 'POST',
    url: '/api/vods/stream',
    token: as,
    body: { single_event_vod_id: vodId, vod_profile_id: profileId },
  });
const profileOn = async (vodId: number, profileId: number, as = token) =>
  (await list(`filter[id]=${vodId}`, as)).items[0]!.movie_source.profiles.find(
    (profile) => profile.id === profileId,
  )!;

/** Films with a profile of this business model, each used by one test only. */
const unused = new Set<number>();
function filmWith(model: 'svod' | 'tvod' | 'tvod_dtr') {
  const film = films.find(
    (item) =>
      !unused.has(item.id) &&
      item.movie_source.profiles.some((profile) => profile.business_model === model),
  )!;
  unused.add(film.id);
  const profile = film.movie_source.profiles.find((p) => p.business_model === model)!;
  return { vodId: film.id, profile };
}
const rentalBody = envelope(rentalSchema);

describe('POST /vods/rent', () => {
  it('rents a tvod_dtr profile for 2 days: subscribed, ends in 48 h, one charge of its price', async () => {
    const { vodId, profile } = filmWith('tvod_dtr');
    expect(profile.subscribed).toBe(false);
    const before = counting.charges.length;
    const response = await rent({
      single_event_vod_id: vodId,
      vod_profile_id: profile.id,
      duration: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = rentalBody.parse(response.json());
    expect(body.message).toBe(noticeTexts.rented);
    expect(body.notice).toEqual({ key: 'rented' });
    expect(body.data!.profile).toMatchObject({ id: profile.id, subscribed: true });
    const expiresIn = Date.parse(body.data!.expires_at!) - t.now().getTime();
    expect(Math.abs(expiresIn - 2 * DAY)).toBeLessThan(60_000);
    expect(counting.charges.slice(before)).toHaveLength(1);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.description, counting.charges.at(-1)!));
    expect(payment).toMatchObject({ accountId, amountCents: 399, status: 'paid' });
  });

  it('shows the rented profile as subscribed on /vods/list for the renter only', async () => {
    const { vodId, profile } = filmWith('tvod_dtr');
    const other = registrationBody();
    const registered = await t.call({
      method: 'POST',
      url: '/api/account/registration',
      body: other,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const otherToken = (await t.login(other.email, other.password)).token;

    await rent({ single_event_vod_id: vodId, vod_profile_id: profile.id, duration: 7 });
    expect((await profileOn(vodId, profile.id)).subscribed).toBe(true);
    expect((await profileOn(vodId, profile.id, otherToken)).subscribed).toBe(false);
    const [item] = (await list(`filter[id]=${vodId}`)).items;
    expect(item!.subscribed).toBe(true);
  });

  it('lets /vods/stream play the profile once rented, and not before', async () => {
    const { vodId, profile } = filmWith('tvod_dtr');
    const refused = await stream(vodId, profile.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This title is not rented. Rent it before watching.');
    await rent({ single_event_vod_id: vodId, vod_profile_id: profile.id, duration: 2 });
    const granted = await stream(vodId, profile.id);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(envelope(z.nullable(streamSchema)).parse(granted.json()).data?.url).toMatch(/\.m3u8$/);
  });

  it('charges once for five identical requests at the same time, and answers each the same', async () => {
    const { vodId, profile } = filmWith('tvod_dtr');
    const before = counting.charges.length;
    const body = { single_event_vod_id: vodId, vod_profile_id: profile.id, duration: 2 };
    const responses = await Promise.all(Array.from({ length: 5 }, () => rent(body)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const answers = responses.map((response) => rentalBody.parse(response.json()).data);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(counting.charges.length - before).toBe(1);
    const rows = await t.database.db
      .select()
      .from(rentals)
      .where(eq(rentals.profileId, profile.id));
    expect(rows).toHaveLength(1);
  });

  it('charges nothing for a double click after the first rental went through', async () => {
    const { vodId, profile } = filmWith('tvod_dtr');
    const body = { single_event_vod_id: vodId, vod_profile_id: profile.id, duration: 2 };
    const first = rentalBody.parse((await rent(body)).json()).data;
    const before = counting.charges.length;
    const second = rentalBody.parse((await rent(body)).json()).data;
    expect(second).toEqual(first);
    expect(counting.charges.length).toBe(before);
  });

  it('buys a tvod profile for good (expires_at null) without a duration', async () => {
    const { vodId, profile } = filmWith('tvod');
    const response = await rent({ single_event_vod_id: vodId, vod_profile_id: profile.id });
    expect(response.statusCode, response.body).toBe(200);
    const body = rentalBody.parse(response.json());
    expect(body.message).toBe(noticeTexts.bought);
    expect(body.data).toMatchObject({ expires_at: null, profile: { subscribed: true } });
    expect((await profileOn(vodId, profile.id)).subscribed).toBe(true);
  });

  it('ends a rental after its days: the profile is no longer subscribed', async () => {
    const { vodId, profile } = filmWith('tvod_dtr');
    await rent({ single_event_vod_id: vodId, vod_profile_id: profile.id, duration: 2 });
    t.advance(2 * DAY + READ_MEMO_MAX_AGE_MS);
    try {
      expect((await profileOn(vodId, profile.id)).subscribed).toBe(false);
      expect((await stream(vodId, profile.id)).statusCode).toBe(403);
    } finally {
      t.advance(-(2 * DAY + READ_MEMO_MAX_AGE_MS));
    }
  });

  it.each([
    [undefined, 'duration is required: choose 2 or 7 days.'],
    [3, 'This profile is not rented for 3 days: choose 2 or 7 days.'],
  ])('refuses duration %s for a tvod_dtr profile priced by days', async (duration, message) => {
    const { vodId, profile } = filmWith('tvod_dtr');
    unused.delete(vodId);
    const response = await rent({
      single_event_vod_id: vodId,
      vod_profile_id: profile.id,
      ...(duration === undefined ? {} : { duration }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { duration: [message] } });
  });

  it('refuses a duration for a purchase, and any rent of a profile the subscription includes', async () => {
    const bought = filmWith('tvod');
    unused.delete(bought.vodId);
    const withDuration = await rent({
      single_event_vod_id: bought.vodId,
      vod_profile_id: bought.profile.id,
      duration: 2,
    });
    expect(withDuration.statusCode).toBe(400);
    expect(withDuration.json().message).toBe(
      'duration is only for rentals by days (tvod_dtr); leave it out to buy.',
    );
    const included = filmWith('svod');
    const response = await rent({
      single_event_vod_id: included.vodId,
      vod_profile_id: included.profile.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This profile is included in the subscription; it cannot be rented.',
    );
  });

  it('answers 404 for an unknown title or a profile of another title', async () => {
    const { vodId, profile } = filmWith('tvod_dtr');
    unused.delete(vodId);
    const unknown = await rent({ single_event_vod_id: 999999, vod_profile_id: profile.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This title does not exist.');
    const other = films.find((film) => film.id !== vodId)!;
    const mismatched = await rent({ single_event_vod_id: other.id, vod_profile_id: profile.id });
    expect(mismatched.statusCode).toBe(404);
    expect(mismatched.json().message).toBe('This title has no such playback profile.');
  });

  it('answers 402 with the reason when the card is declined, and writes nothing', async () => {
    const { vodId, profile } = filmWith('tvod_dtr');
    const before = await t.database.db.select().from(rentals);
    counting.declineOnce();
    const response = await rent({
      single_event_vod_id: vodId,
      vod_profile_id: profile.id,
      duration: 2,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Renting failed: Your card was declined.');
    expect(response.json().notice).toEqual({
      key: 'rentDeclined',
      params: { reason: 'Your card was declined.', reasonKey: 'cardDeclined' },
    });
    expect(await t.database.db.select().from(rentals)).toHaveLength(before.length);
    expect((await profileOn(vodId, profile.id)).subscribed).toBe(false);
  });

  it('refuses an account whose subscription has expired (the renew warning)', async () => {
    const { vodId, profile } = filmWith('tvod_dtr');
    unused.delete(vodId);
    const expired = (await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password)).token;
    const response = await rent(
      { single_event_vod_id: vodId, vod_profile_id: profile.id, duration: 2 },
      expired,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(noticeTexts.subscriptionExpired);
  });

  it.each([
    [{}, 'single_event_vod_id'],
    [{ single_event_vod_id: 1, vod_profile_id: 'x' }, 'vod_profile_id'],
    [{ single_event_vod_id: 1, vod_profile_id: 1, duration: 0 }, 'duration'],
    [{ single_event_vod_id: 1, vod_profile_id: 1, duration: 2.5 }, 'duration'],
    [{ single_event_vod_id: 1, vod_profile_id: 1, pin: '12345' }, 'pin'],
  ])('answers 400 for the body %j', async (body, field) => {
    const response = await rent(body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});
