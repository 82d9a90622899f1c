import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Status,
  envelope,
  listOf,
  noticeTexts,
  subscriberDetailSchema,
  subscriberListItemSchema,
  type RegistrationBody,
  type StudioSession,
} from '@marquee/contract';
import { registrationBody } from '../../../test/account-fixtures.js';
import {
  bearer,
  expectRefusedToRole,
  expectRefusedWithoutStudioSession,
  operatorOfRole,
} from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let support: StudioSession;
let editor: StudioSession;
let grace: RegistrationBody;
let graceId: number;
beforeAll(async () => {
  t = await createTestApp();
  [support, editor] = await Promise.all([
    operatorOfRole(t, 'support'),
    operatorOfRole(t, 'editor'),
  ]);
  grace = registrationBody({ first_name: 'Grace', last_name: 'Hopper-Studio' });
  await t.call({ method: 'POST', url: '/api/account/registration', body: grace });
  graceId = (await t.login(grace.email, grace.password, 'grace-tv')).device.id;
});
afterAll(() => t.close());

const listBody = envelope(listOf(subscriberListItemSchema));
const detailBody = envelope(subscriberDetailSchema);
const studioGet = (url: string, session: StudioSession) =>
  t.call({ url: `/api${url}`, headers: bearer(session.token) });
const search = async (text: string, more = '') =>
  listBody.parse(
    (
      await studioGet(`/studio/subscribers?search=${encodeURIComponent(text)}${more}`, support)
    ).json(),
  ).data!;
const accountIdOf = async (email: string) => (await search(email)).items[0]!.id;

describe('GET /studio/subscribers', () => {
  it('finds a subscriber by a part of the e-mail or of the name, in any letter case', async () => {
    const part = grace.email.slice(5, 15).toUpperCase();
    const byEmail = await search(part);
    expect(byEmail.items.map((item) => item.email)).toEqual([grace.email]);
    const byName = await search('hopper-STUDIO');
    expect(byName.items.map((item) => item.email)).toEqual([grace.email]);
    expect(byName.pager).toEqual({ page: 1, pageCount: 1, count: 1 });
  });

  it("shows each subscriber's name, subscription, devices and last sighting", async () => {
    const [item] = (await search(grace.email)).items;
    expect(item).toMatchObject({
      email: grace.email,
      username: grace.email,
      name: 'Grace Hopper-Studio',
      subscription: { package_name: expect.any(String), active: true },
      device_count: 1,
    });
    expect(Date.parse(item!.last_seen_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(item!.subscription!.expires_at)).toBeGreaterThan(Date.now());
  });

  it('takes wildcards as plain text', async () => {
    expect((await search('%')).items).toEqual([]);
    expect((await search('_')).items).toEqual([]);
  });

  it('pages every subscriber, newest first, without a search', async () => {
    const first = await search('', '&limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.items[0]!.email).toBe(grace.email);
    expect(first.pager.count).toBeGreaterThanOrEqual(2);
    const second = await search('', '&limit=1&page=2');
    expect(second.items[0]!.id).toBeLessThan(first.items[0]!.id);
  });

  it('refuses a page that is no page, with a message', async () => {
    const response = await studioGet('/studio/subscribers?page=0', support);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.page).toHaveLength(1);
  });
});

describe('GET /studio/subscribers/:id', () => {
  it('shows the account, its profiles, devices, subscriptions and payments', async () => {
    const id = await accountIdOf(grace.email);
    const response = await studioGet(`/studio/subscribers/${id}`, support);
    expect(response.statusCode).toBe(200);
    const detail = detailBody.parse(response.json()).data!;
    expect(detail.account).toMatchObject({ id, email: grace.email, has_purchase_pin: true });
    expect(detail.profiles.map((profile) => profile.first_name)).toEqual(['Grace']);
    expect(detail.devices).toEqual([
      expect.objectContaining({ id: graceId, uid: 'grace-tv', model: expect.any(String) }),
    ]);
    expect(detail.subscriptions).toEqual([expect.objectContaining({ active: true })]);
    expect(detail.payments).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(JSON.stringify(detail)).not.toMatch(/hash|analytical|4242424242424242/i);
  });

  it('answers 404 for an unknown subscriber and 400 for an id that is no id', async () => {
    const unknown = await studioGet('/studio/subscribers/2000000000', support);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status: Status.failure,
      message: noticeTexts.subscriberNotFound,
      notice: { key: 'subscriberNotFound' },
    });
    const bad = await studioGet('/studio/subscribers/abc', support);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toHaveLength(1);
  });
});

describe('the subscriber calls', () => {
  const calls = (id: number) => [
    { method: 'GET' as const, url: `/api/studio/subscribers?search=a` },
    { method: 'GET' as const, url: `/api/studio/subscribers/${id}` },
    { method: 'DELETE' as const, url: `/api/studio/subscriber-devices/${id}/${graceId}` },
    { method: 'POST' as const, url: `/api/studio/subscriber-password-reset/${id}` },
  ];

  it('answer 401 without an operator session, refuse subscribers and answer 403 to an editor, changing nothing', async () => {
    const id = await accountIdOf(grace.email);
    await expectRefusedWithoutStudioSession(t, calls(id), (await t.login()).token);
    await expectRefusedToRole(t, calls(id), editor.token, 'editor');
    const detail = detailBody.parse((await studioGet(`/studio/subscribers/${id}`, support)).json());
    expect(detail.data!.devices.map((device) => device.id)).toEqual([graceId]);
    const resets = (await t.outbox()).filter(
      (mail) => mail.to === grace.email && mail.subject.startsWith('Reset'),
    );
    expect(resets).toEqual([]);
  });

  it('are listed in the OpenAPI document', async () => {
    const document = z
      .object({ paths: z.record(z.string(), z.unknown()) })
      .parse((await t.call({ url: '/api/openapi.json' })).json());
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/studio/subscribers',
        '/studio/subscribers/{id}',
        '/studio/subscriber-devices/{id}/{device_id}',
        '/studio/subscriber-password-reset/{id}',
      ]),
    );
  });
});
