import { desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ValidationMessage,
  type ChannelPrices,
  type List,
  type StudioChannelProfile,
  type StudioPackage,
} from '@marquee/contract';
import { studioAudit, vodProfiles } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let editor: string;
let support: string;
let subscriber: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
  subscriber = (await t.login()).token;
});
afterAll(() => t.close());

const PACKAGES = '/api/studio/packages';
const body = (fields: object = {}) => ({
  name: 'Family 4K',
  description: 'Four screens in 4K',
  price: 17.99,
  currency_code: 'EUR',
  period_days: 30,
  ...fields,
});
const call = (method: 'POST' | 'PUT', url: string, payload?: object, token = editor) =>
  t.call({ method, url, headers: bearer(token), ...(payload ? { body: payload } : {}) });
const list = async () =>
  (await t.call({ url: PACKAGES, headers: bearer(support) })).json<{ data: StudioPackage[] }>()
    .data;
const offered = async () =>
  (await t.call({ url: '/api/account/get-subscriptions' })).json<{
    data: { id: number; name: string }[];
  }>().data;
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

describe('the studio package calls', () => {
  it('list the packages with how many subscriptions they have', async () => {
    const packages = await list();
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.some((each) => each.subscriptions > 0)).toBe(true);
  });

  it('make a package new subscribers are offered at once, audited', async () => {
    const response = await call('POST', PACKAGES, body());
    expect(response.statusCode, response.body).toBe(200);
    const made = response.json<{ data: StudioPackage }>().data;
    expect(made).toMatchObject({ ...body(), retired_at: null, subscriptions: 0 });
    expect((await offered()).map((each) => each.id)).toContain(made.id);
    expect(await latestAudit()).toMatchObject({ action: 'package.create', before: null });
  });

  it('change a package', async () => {
    const [first] = await list();
    const response = await call(
      'PUT',
      `${PACKAGES}/${first!.id}`,
      body({ price: 0.5, name: 'Cheap' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Cheap', price: 0.5 });
    expect(await latestAudit()).toMatchObject({
      action: 'package.update',
      before: { name: first!.name },
      after: { name: 'Cheap', price: 0.5 },
    });
  });

  it('retire a package used by subscriptions: no longer offered, kept, and restored', async () => {
    const used = (await list()).find((each) => each.subscriptions > 0)!;
    const retired = await call('POST', `/api/studio/package-retire/${used.id}`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().data.retired_at).not.toBeNull();
    expect((await offered()).map((each) => each.id)).not.toContain(used.id);
    expect((await list()).find((each) => each.id === used.id)!.subscriptions).toBe(
      used.subscriptions,
    );
    const restored = await call('POST', `/api/studio/package-restore/${used.id}`);
    expect(restored.json().data.retired_at).toBeNull();
    expect((await offered()).map((each) => each.id)).toContain(used.id);
    const missing = await call('POST', '/api/studio/package-retire/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().notice).toEqual({ key: 'studioPackageNotFound' });
  });

  it.each<[string, object, string, string]>([
    ['a blank name', { name: '' }, 'name', ValidationMessage.brandTextRequired],
    ['a negative price', { price: -1 }, 'price', ValidationMessage.priceInvalid],
    ['a price in tenths of cents', { price: 1.999 }, 'price', ValidationMessage.priceInvalid],
    [
      'a lower-case currency',
      { currency_code: 'eur' },
      'currency_code',
      ValidationMessage.currencyInvalid,
    ],
    ['no days', { period_days: 0 }, 'period_days', ValidationMessage.daysInvalid],
    ['days in halves', { period_days: 1.5 }, 'period_days', ValidationMessage.daysInvalid],
  ])('refuse %s with a 400 naming the field', async (_, fields, field, text) => {
    const response = await call('POST', PACKAGES, body(fields));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toEqual([text]);
  });
});

describe('the studio channel price calls', () => {
  const profileId = async () => {
    const [row] = await t.database.db
      .select({ id: vodProfiles.id, channelId: vodProfiles.channelId })
      .from(vodProfiles)
      .where(isNotNull(vodProfiles.channelId))
      .limit(1);
    return row!;
  };

  it('list channels by name with their profiles', async () => {
    const page = (
      await t.call({ url: '/api/studio/channel-prices?limit=5', headers: bearer(support) })
    ).json<{ data: List<ChannelPrices> }>().data;
    expect(page.items).toHaveLength(5);
    expect(page.items.some((channel) => channel.profiles.length > 0)).toBe(true);
    const title = page.items[1]!.channel_title;
    const found = (
      await t.call({
        url: `/api/studio/channel-prices?search=${encodeURIComponent(title)}`,
        headers: bearer(support),
      })
    ).json<{ data: List<ChannelPrices> }>().data;
    expect(found.items.map((channel) => channel.channel_title)).toContain(title);
  });

  it('price a channel profile by days, which the channel rent call then charges', async () => {
    const { id, channelId } = await profileId();
    const response = await call('PUT', `/api/studio/channel-prices/${id}`, {
      business_model: 'tvod_dtr',
      pricing: [{ duration: 30, price: 4.99 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: StudioChannelProfile }>().data).toMatchObject({
      business_model: 'tvod_dtr',
      pricing: [{ duration: 30, price: 4.99 }],
    });
    const [row] = await t.database.db.select().from(vodProfiles).where(eq(vodProfiles.id, id));
    expect(row!.pricing).toEqual([{ duration: 30, priceCents: 499 }]);
    const rented = await t.call({
      method: 'POST',
      url: '/api/channels/rent',
      token: subscriber,
      body: { channel_id: channelId, streaming_profile_id: id },
    });
    expect(rented.statusCode, rented.body).toBe(200);
    expect(await latestAudit()).toMatchObject({ action: 'channel_profile.price' });
  });

  it.each<[string, object, string]>([
    [
      'an unknown model',
      { business_model: 'free', pricing: [] },
      ValidationMessage.businessModelInvalid,
    ],
    [
      'prices on a profile included in the subscription',
      { business_model: 'svod', pricing: [{ duration: null, price: 1 }] },
      ValidationMessage.pricingNotForSubscription,
    ],
    [
      'a rental without prices',
      { business_model: 'tvod', pricing: [] },
      ValidationMessage.pricingRequired,
    ],
    [
      'a purchase with days',
      { business_model: 'tvod', pricing: [{ duration: 3, price: 1 }] },
      ValidationMessage.purchaseOnePrice,
    ],
    [
      'a purchase at two prices',
      {
        business_model: 'tvod',
        pricing: [
          { duration: null, price: 1 },
          { duration: null, price: 2 },
        ],
      },
      ValidationMessage.purchaseOnePrice,
    ],
    [
      'a rental by days without days',
      { business_model: 'tvod_dtr', pricing: [{ duration: null, price: 1 }] },
      ValidationMessage.rentalDaysRequired,
    ],
    [
      'a purchase beside a rental by days (the channel rent call takes the first price)',
      {
        business_model: 'tvod_dtr',
        pricing: [
          { duration: null, price: 5 },
          { duration: 2, price: 1 },
        ],
      },
      ValidationMessage.rentalDaysRequired,
    ],
    [
      'the same days twice',
      {
        business_model: 'tvod_dtr',
        pricing: [
          { duration: 3, price: 1 },
          { duration: 3, price: 2 },
        ],
      },
      ValidationMessage.durationRepeated,
    ],
  ])('refuse %s with a 400', async (_, payload, text) => {
    const { id } = await profileId();
    const response = await call('PUT', `/api/studio/channel-prices/${id}`, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.values(response.json().errors).flat()).toContain(text);
  });

  it('answer 404 for a profile that is not a channel’s', async () => {
    const response = await call('PUT', '/api/studio/channel-prices/999999', {
      business_model: 'svod',
      pricing: [],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the studio commerce calls', () => {
  it('are refused without a session, to subscribers, and changes to support', async () => {
    const attempts = [
      { url: PACKAGES },
      { url: '/api/studio/channel-prices' },
      { method: 'POST' as const, url: PACKAGES, body: body() },
      { method: 'PUT' as const, url: `${PACKAGES}/1`, body: body() },
      { method: 'POST' as const, url: '/api/studio/package-retire/1' },
      { method: 'POST' as const, url: '/api/studio/package-restore/1' },
      {
        method: 'PUT' as const,
        url: '/api/studio/channel-prices/1',
        body: { business_model: 'svod', pricing: [] },
      },
    ];
    for (const attempt of attempts) {
      expect((await t.call(attempt)).statusCode, attempt.url).toBe(401);
      const asSubscriber = await t.call({ ...attempt, headers: bearer(subscriber) });
      expect([401, 403]).toContain(asSubscriber.statusCode);
    }
    for (const attempt of attempts.slice(2)) {
      expect((await t.call({ ...attempt, headers: bearer(support) })).statusCode).toBe(403);
    }
  });
});
