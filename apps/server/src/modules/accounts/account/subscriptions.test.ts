import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Status,
  envelope,
  listOf,
  noticeTexts,
  paymentHistoryItemSchema,
  subscriptionChangeSchema,
  subscriptionPackageSchema,
} from '@marquee/contract';
import { z } from 'zod';
import { rowCounts } from '../../../test/account-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ACCOUNT, EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const packagesBody = envelope(z.array(subscriptionPackageSchema));
const changeBody = envelope(subscriptionChangeSchema);
const historyBody = envelope(listOf(paymentHistoryItemSchema));

const change = (token: string, body: unknown) =>
  t.call({ method: 'POST', url: '/api/account/update-subscription', token, body });
const history = async (token: string, query = '') =>
  historyBody.parse(
    (await t.call({ url: `/api/account/payment-history-list${query}`, token })).json(),
  ).data!;
const expiredFlag = async (token: string) =>
  (await t.call({ url: '/api/account/check-subscription', token })).json();

describe('GET /account/get-subscriptions', () => {
  it('lists the packages, cheapest first, to visitors and subscribers alike', async () => {
    const anonymous = await t.call({ url: '/api/account/get-subscriptions' });
    expect(anonymous.statusCode).toBe(200);
    const packages = packagesBody.parse(anonymous.json()).data!;
    expect(packages.map((pkg) => pkg.name)).toEqual(['Basic', 'Standard', 'Premium']);
    expect(packages[0]).toMatchObject({ subscription_price: 5.99, currency_code: 'EUR' });
    const { token } = await t.login();
    const logged = await t.call({ url: '/api/account/get-subscriptions', token });
    expect(packagesBody.parse(logged.json()).data).toEqual(packages);
    // A stale token does not stop a visitor from seeing the packages.
    const stale = await t.call({ url: '/api/account/get-subscriptions', token: 'stale' });
    expect(stale.statusCode).toBe(200);
  });
});

describe('GET /account/check-subscription', () => {
  it('says whether the subscription has expired', async () => {
    const demo = await t.login();
    expect(await expiredFlag(demo.token)).toEqual({
      status: Status.ok,
      data: { subscription_expired: false },
    });
    const expired = await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password);
    expect(expired.account.subscription_expired).toBe(true);
    expect(expired.subscription?.expired).toBe(true);
    expect((await expiredFlag(expired.token)).data).toEqual({ subscription_expired: true });
  });

  it('needs a session', async () => {
    expect((await t.call({ url: '/api/account/check-subscription' })).json().status).toBe(
      Status.session,
    );
  });
});

describe('POST /account/update-subscription', () => {
  it('renews an expired subscription with a new period, paid with the saved card', async () => {
    const user = await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password);
    const before = await history(user.token);
    const response = await change(user.token, { subscription_id: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const body = changeBody.parse(response.json());
    expect(body.message).toBe(noticeTexts.subscribed);
    const data = body.data!;
    expect(data.device).toEqual({ id: user.device.id, token: user.token, uid: user.uid });
    expect(data.account.subscription_expired).toBe(false);
    expect(data.subscription?.package.name).toBe('Standard');
    const days = (Date.parse(data.subscription!.expires_at) - t.now().getTime()) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await expiredFlag(user.token)).data).toEqual({ subscription_expired: false });

    const after = await history(user.token);
    expect(after.pager.count).toBe(before.pager.count + 1);
    expect(after.items[0]).toMatchObject({
      package_name: 'Standard',
      amount: 9.99,
      status: 'paid',
      card_brand: 'Visa',
      card_last4: '4242',
    });
  });

  it('extends an active subscription of the same package from its end', async () => {
    const user = await t.login();
    const current = Date.parse(user.subscription!.expires_at);
    const same = user.subscription!.package.id;
    const data = changeBody.parse(
      (await change(user.token, { subscription_id: same })).json(),
    ).data!;
    expect(Date.parse(data.subscription!.expires_at) - current).toBe(30 * DAY);
  });

  it('refuses an unknown package and charges nothing', async () => {
    const user = await t.login();
    const before = await rowCounts(t.database);
    const response = await change(user.token, { subscription_id: 999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.subscription_id[0]).toMatch(/does not exist/);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it.each([[{}], [{ subscription_id: 'premium' }], [{ subscription_id: -2 }]])(
    'refuses %o with the spec text',
    async (body) => {
      const user = await t.login();
      const response = await change(user.token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.subscription_id).toEqual(['Choose a subscription package']);
    },
  );
});

describe('GET /account/payment-history-list', () => {
  it('pages the payments, newest first, with brand and last four digits only', async () => {
    const user = await t.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    for (let i = 0; i < 3; i++) await change(user.token, { subscription_id: 1 });
    const all = await history(user.token);
    expect(all.pager.count).toBeGreaterThanOrEqual(4);
    const first = await history(user.token, '?page=1&limit=2');
    const second = await history(user.token, '?page=2&limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.pager).toEqual({
      page: 1,
      pageCount: Math.ceil(all.pager.count / 2),
      count: all.pager.count,
    });
    expect(second.items[0]!.id).toBe(all.items[2]!.id);
    const createdAt = all.items.map((item) => Date.parse(item.created_at));
    expect([...createdAt].sort((a, b) => b - a)).toEqual(createdAt);
    for (const item of all.items) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'amount',
          'card_brand',
          'card_last4',
          'created_at',
          'currency_code',
          'description',
          'id',
          'package_name',
          'status',
        ].sort(),
      );
      expect(item.card_last4).toMatch(/^\d{4}$/);
    }
  });

  it('shows only the account own payments', async () => {
    const expired = await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password);
    const demo = await t.login();
    const theirs = new Set((await history(expired.token)).items.map((item) => item.id));
    const mine = (await history(demo.token)).items.map((item) => item.id);
    expect(mine.filter((id) => theirs.has(id))).toEqual([]);
  });

  it.each([['?page=0'], ['?limit=500'], ['?filter[id]=1']])(
    'refuses %s with a message',
    async (q) => {
      const { token } = await t.login();
      const response = await t.call({ url: `/api/account/payment-history-list${q}`, token });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid query: /);
    },
  );
});
