import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  List,
  StudioRental,
  StudioRentalDetail,
  SubscriberPayments,
  VodItem,
} from '@marquee/contract';
import { refundOutbox, studioAudit } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { PaymentGateway } from '../../accounts/payments/payment-gateway.js';
import { createSandboxGateway } from '../../accounts/payments/sandbox-gateway.js';

/** The sandbox, remembering the charges given back; it may be told to fail them. */
const sandbox = createSandboxGateway();
const refunded: string[] = [];
let refundsFail = false;
const gateway: PaymentGateway = {
  ...sandbox,
  async refund(chargeId) {
    if (refundsFail) throw new Error('gateway unavailable');
    refunded.push(chargeId);
    await sandbox.refund(chargeId);
  },
};

let t: TestApp;
let owner: string;
let editor: string;
let support: string;
let subscriber: string;
let accountId: number;
let films: VodItem[];
beforeAll(async () => {
  t = await createTestApp({ paymentGateway: gateway });
  owner = (await operatorOfRole(t, 'owner')).token;
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
  const login = await t.login();
  subscriber = login.token;
  accountId = login.account.id;
  const listed = await t.call({
    url: '/api/vods/list?filter[type]=0&limit=100',
    token: subscriber,
  });
  films = listed.json<{ data: { items: VodItem[] } }>().data.items;
});
afterAll(() => t.close());

const used = new Set<number>();
/** Rents a film not rented yet for 2 days; its id, title and profile. */
async function rentFilm() {
  const film = films.find(
    (item) =>
      !used.has(item.id) &&
      item.movie_source.profiles.some((profile) => profile.business_model === 'tvod_dtr'),
  )!;
  used.add(film.id);
  const profile = film.movie_source.profiles.find((each) => each.business_model === 'tvod_dtr')!;
  const response = await t.call({
    method: 'POST',
    url: '/api/vods/rent',
    token: subscriber,
    body: { single_event_vod_id: film.id, vod_profile_id: profile.id, duration: 2 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { film, profile };
}
const stream = (vodId: number, profileId: number) =>
  t.call({
    method: 'POST',
    url: '/api/vods/stream',
    token: subscriber,
    body: { single_event_vod_id: vodId, vod_profile_id: profileId },
  });
const get = async <T>(url: string, token = support): Promise<T> => {
  const response = await t.call({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
};
const refund = (id: number, token = editor) =>
  t.call({ method: 'POST', url: `/api/studio/rental-refund/${id}`, headers: bearer(token) });
const rentalOf = async (title: string) =>
  (await get<List<StudioRental>>(`/api/studio/rentals?search=${encodeURIComponent(title)}`))
    .items[0]!;

describe('the studio rentals calls', () => {
  it('list rentals newest first, found by the title or the e-mail', async () => {
    const { film, profile } = await rentFilm();
    const rental = await rentalOf(film.title);
    expect(rental).toMatchObject({
      account_id: accountId,
      item_type: 'vod',
      item_id: film.id,
      item_title: film.title,
      profile_name: profile.name,
      duration_days: 2,
      state: 'active',
      refunded_at: null,
    });
    const byEmail = await get<List<StudioRental>>(`/api/studio/rentals?search=${rental.email}`);
    expect(byEmail.items[0]!.id).toBe(rental.id);
    const none = await get<List<StudioRental>>('/api/studio/rentals?search=no-such-thing-here');
    expect(none.pager.count).toBe(0);
  });

  it('show a rental with its payment', async () => {
    const { film } = await rentFilm();
    const { id } = await rentalOf(film.title);
    const detail = await get<StudioRentalDetail>(`/api/studio/rentals/${id}`);
    expect(detail.payment).toMatchObject({ status: 'paid', amount: detail.price });
    const missing = await t.call({ url: '/api/studio/rentals/999999', headers: bearer(support) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().notice).toEqual({ key: 'studioRentalNotFound' });
  });

  it('refund a rental: the gateway gives the charge back, access ends, the history says so', async () => {
    const { film, profile } = await rentFilm();
    expect((await stream(film.id, profile.id)).statusCode).toBe(200);
    const { id } = await rentalOf(film.title);
    const before = await get<StudioRentalDetail>(`/api/studio/rentals/${id}`);
    const response = await refund(id, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().notice).toEqual({ key: 'studioRentalRefunded' });
    const after = response.json<{ data: StudioRentalDetail }>().data;
    expect(after).toMatchObject({ state: 'refunded', payment: { status: 'refunded' } });
    expect(after.refunded_at).not.toBeNull();
    expect(refunded).toHaveLength(1);
    expect(await t.database.db.select().from(refundOutbox)).toEqual([]);
    expect((await stream(film.id, profile.id)).statusCode).toBe(403);

    const history = await get<SubscriberPayments>(`/api/studio/subscriber-payments/${accountId}`);
    expect(history.items.find((payment) => payment.id === before.payment!.id)).toMatchObject({
      status: 'refunded',
    });
    const [entry] = await t.database.db
      .select()
      .from(studioAudit)
      .orderBy(desc(studioAudit.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'rental.refund',
      target: `rental:${id}`,
      before: { state: 'active', payment_status: 'paid' },
      after: { state: 'refunded', payment_status: 'refunded' },
    });

    // Once only: a second refund, or one made at the same time, is refused.
    const again = await refund(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().notice).toEqual({ key: 'studioRentalAlreadyRefunded' });
    expect(refunded).toHaveLength(1);
  });

  it('refund two calls at once only once', async () => {
    const { film } = await rentFilm();
    const { id } = await rentalOf(film.title);
    const count = refunded.length;
    const answers = await Promise.all([refund(id), refund(id, owner)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(refunded).toHaveLength(count + 1);
  });

  it('keep a refund the gateway does not take in the outbox, and end access anyway', async () => {
    const { film, profile } = await rentFilm();
    const { id } = await rentalOf(film.title);
    refundsFail = true;
    try {
      expect((await refund(id)).statusCode).toBe(200);
    } finally {
      refundsFail = false;
    }
    const owed = await t.database.db.select().from(refundOutbox);
    expect(owed).toHaveLength(1);
    expect(owed[0]!.attempts).toBe(1);
    expect((await stream(film.id, profile.id)).statusCode).toBe(403);
    await t.database.db.delete(refundOutbox).where(eq(refundOutbox.id, owed[0]!.id));
  });

  it('page a subscriber’s payments, and answer 404 for an account that does not exist', async () => {
    const page = await get<SubscriberPayments>(
      `/api/studio/subscriber-payments/${accountId}?limit=2`,
    );
    expect(page.account_id).toBe(accountId);
    expect(page.items).toHaveLength(2);
    expect(page.pager.count).toBeGreaterThan(2);
    const dates = page.items.map((payment) => payment.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const missing = await t.call({
      url: '/api/studio/subscriber-payments/999999',
      headers: bearer(support),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('are refused without a session, to subscribers, and refunds to support', async () => {
    const { film } = await rentFilm();
    const { id } = await rentalOf(film.title);
    const attempts = [
      { url: '/api/studio/rentals' },
      { url: `/api/studio/rentals/${id}` },
      { url: `/api/studio/subscriber-payments/${accountId}` },
      { method: 'POST' as const, url: `/api/studio/rental-refund/${id}` },
    ];
    for (const attempt of attempts) {
      expect((await t.call(attempt)).statusCode, attempt.url).toBe(401);
      const asSubscriber = await t.call({ ...attempt, headers: bearer(subscriber) });
      expect([401, 403]).toContain(asSubscriber.statusCode);
    }
    const refused = await refund(id, support);
    expect(refused.statusCode).toBe(403);
    expect((await get<StudioRentalDetail>(`/api/studio/rentals/${id}`)).state).toBe('active');
    for (const bad of ['/api/studio/rentals?page=0', '/api/studio/rentals/abc']) {
      expect((await t.call({ url: bad, headers: bearer(support) })).statusCode).toBe(400);
    }
  });
});
