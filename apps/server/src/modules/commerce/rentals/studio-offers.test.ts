import { desc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ValidationMessage,
  noticeTexts,
  type OfferBody,
  type StudioOffer,
  type VodProfile,
} from '@marquee/contract';
import { studioAudit, vods } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let editor: string;
let owner: string;
let support: string;
let subscriber: string;
let film: number;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await operatorOfRole(t, 'editor')).token;
  owner = (await operatorOfRole(t, 'owner')).token;
  support = (await operatorOfRole(t, 'support')).token;
  subscriber = (await t.login()).token;
  const rows = await t.database.db
    .select({ id: vods.id })
    .from(vods)
    .where(isNull(vods.showId))
    .limit(3);
  film = rows[2]!.id;
});
afterAll(() => t.close());

const rental = (fields: Partial<OfferBody> = {}): OfferBody => ({
  name: 'Rent HD',
  code: 'rent-hd',
  business_model: 'tvod_dtr',
  pricing: [
    { price: 3.99, duration: 2 },
    { price: 5.5, duration: 7 },
  ],
  ...fields,
});
const offers = async (vodId = film, token = editor) => {
  const response = await t.call({
    url: `/api/studio/title-offers/${vodId}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    data: { currency: string; offers: StudioOffer[]; title: { id: number } };
  }>().data;
};
const create = (body: unknown, token = editor, vodId = film) =>
  t.call({
    method: 'POST',
    url: `/api/studio/title-offers/${vodId}`,
    headers: bearer(token),
    body,
  });
const change = (id: number, body: unknown) =>
  t.call({ method: 'PUT', url: `/api/studio/vod-offers/${id}`, headers: bearer(editor), body });
const remove = (id: number) =>
  t.call({ method: 'DELETE', url: `/api/studio/vod-offers/${id}`, headers: bearer(editor) });
const subscriberProfiles = async () => {
  const response = await t.call({ url: `/api/vods/list?filter[id]=${film}`, token: subscriber });
  return response.json<{ data: { items: { movie_source: { profiles: VodProfile[] } }[] } }>().data
    .items[0]!.movie_source.profiles;
};
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

describe("the studio's profile and price calls", () => {
  it('answer 401 without an operator, and refuse subscribers and support', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/studio/title-offers/${film}` },
      { method: 'POST' as const, url: `/api/studio/title-offers/${film}`, body: rental() },
      { method: 'PUT' as const, url: '/api/studio/vod-offers/1', body: rental() },
      { method: 'DELETE' as const, url: '/api/studio/vod-offers/1' },
    ];
    for (const call of calls) {
      expect((await t.call(call)).statusCode, call.url).toBe(401);
      expect([401, 403]).toContain((await t.call({ ...call, token: subscriber })).statusCode);
      expect((await t.call({ ...call, headers: bearer(support) })).statusCode).toBe(403);
    }
  });

  it('list the title, its currency and its profiles with what they play', async () => {
    const data = await offers(film, owner);
    expect(data.title.id).toBe(film);
    expect(data.currency).toMatch(/^[A-Z]{3}$/);
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.offers[0]!.source_url).toMatch(/\.m3u8$/);
  });

  it('add a rental that plays the title, which subscribers see and rent at once', async () => {
    const before = await subscriberProfiles();
    const response = await create(rental());
    expect(response.statusCode, response.body).toBe(200);
    const made = response.json<{ data: StudioOffer; message: string }>();
    expect(made.message).toBe(noticeTexts.studioOfferSaved);
    expect(made.data).toMatchObject({
      code: 'rent-hd',
      business_model: 'tvod_dtr',
      pricing: [
        { price: 3.99, duration: 2 },
        { price: 5.5, duration: 7 },
      ],
      source_url: before.length > 0 ? expect.stringMatching(/\.m3u8$/) : null,
      active_rentals: 0,
    });
    const seen = (await subscriberProfiles()).find((profile) => profile.id === made.data.id);
    expect(seen).toMatchObject({ price: 3.99, business_model: 'tvod_dtr', subscribed: false });
    expect(await latestAudit()).toMatchObject({
      action: 'vod_profile.create',
      target: `vod_profile:${made.data.id}`,
    });

    const rent = await t.call({
      method: 'POST',
      url: '/api/vods/rent',
      token: subscriber,
      body: { single_event_vod_id: film, vod_profile_id: made.data.id, duration: 7 },
    });
    expect(rent.statusCode, rent.body).toBe(200);
    const stream = await t.call({
      method: 'POST',
      url: '/api/vods/stream',
      token: subscriber,
      body: { single_event_vod_id: film, vod_profile_id: made.data.id },
    });
    expect(stream.statusCode, stream.body).toBe(200);

    // Rented now: removing it would end the subscriber's rental.
    const refused = await remove(made.data.id);
    expect(refused.statusCode).toBe(409);
    expect((await offers()).offers.find((o) => o.id === made.data.id)!.active_rentals).toBe(1);
  });

  it('change a profile, keep the code unique per title, and remove it', async () => {
    const made = (
      await create(
        rental({ code: 'buy', business_model: 'tvod', pricing: [{ price: 9, duration: null }] }),
      )
    ).json<{ data: StudioOffer }>().data;
    const taken = await create(
      rental({ code: 'buy', business_model: 'tvod', pricing: [{ price: 1, duration: null }] }),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ message: string }>().message).toBe(
      noticeTexts.studioOfferCodeTaken.replace('{{code}}', 'buy'),
    );
    const changed = await change(
      made.id,
      rental({
        code: 'buy',
        name: 'Own it',
        business_model: 'tvod',
        pricing: [{ price: 12.5, duration: null }],
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: StudioOffer }>().data).toMatchObject({
      name: 'Own it',
      pricing: [{ price: 12.5, duration: null }],
    });
    const seen = (await subscriberProfiles()).find((profile) => profile.id === made.id);
    expect(seen?.price).toBe(12.5);
    expect(await latestAudit()).toMatchObject({ action: 'vod_profile.update' });

    const removed = await remove(made.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await subscriberProfiles()).some((profile) => profile.id === made.id)).toBe(false);
    expect(await latestAudit()).toMatchObject({ action: 'vod_profile.delete' });
    expect((await remove(made.id)).statusCode).toBe(404);
    expect((await change(made.id, rental({ code: 'x' }))).statusCode).toBe(404);
  });

  it('refuse prices the rent call could not take, each with its reason', async () => {
    const cases: [Partial<OfferBody>, string][] = [
      [
        { business_model: 'svod', pricing: [{ price: 1, duration: null }] },
        ValidationMessage.pricingNotForSubscription,
      ],
      [{ pricing: [] }, ValidationMessage.pricingRequired],
      [{ pricing: [{ price: 2, duration: null }] }, ValidationMessage.rentalDurationRequired],
      [
        {
          pricing: [
            { price: 2, duration: 2 },
            { price: 3, duration: 2 },
          ],
        },
        ValidationMessage.durationRepeated,
      ],
      [
        { business_model: 'tvod', pricing: [{ price: 2, duration: 3 }] },
        ValidationMessage.purchaseOnePrice,
      ],
      [{ pricing: [{ price: -1, duration: 2 }] }, ValidationMessage.priceInvalid],
      [{ pricing: [{ price: 1.999, duration: 2 }] }, ValidationMessage.priceInvalid],
      [{ pricing: [{ price: 1, duration: 0 }] }, ValidationMessage.rentalDaysInvalid],
      [{ code: 'Not OK' }, ValidationMessage.offerCodeInvalid],
      [{ name: ' ' }, ValidationMessage.offerNameInvalid],
    ];
    for (const [fields, message] of cases) {
      const response = await create(rental({ code: 'checked', ...fields }));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      const errors = Object.values(
        response.json<{ errors: Record<string, string[]> }>().errors,
      ).flat();
      expect(errors, JSON.stringify(fields)).toContain(message);
    }
    expect((await create(rental(), editor, 999_999)).statusCode).toBe(404);
  });

  it('accept an included profile, and a rental that may also be bought', async () => {
    const included = await create(rental({ code: 'sd', business_model: 'svod', pricing: [] }));
    expect(included.statusCode, included.body).toBe(200);
    const both = await create(
      rental({
        code: 'both',
        pricing: [
          { price: 2, duration: 1 },
          { price: 10, duration: null },
        ],
      }),
    );
    expect(both.statusCode, both.body).toBe(200);
  });
});
