import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SocketEvent,
  ValidationMessage,
  noticeTexts,
  type AdBanner,
  type AdBannerBody,
  type StudioAdBanner,
} from '@marquee/contract';
import { adBannerEvents, studioAudit } from '../../../db/schema.js';
import { bearer, operatorOfRole } from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let url: string;
let owner: string;
let editor: string;
let support: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = (await operatorOfRole(t, 'owner')).token;
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await t.close();
});

const BANNERS = '/api/studio/ad-banners';
const body = (fields: Partial<AdBannerBody> = {}): AdBannerBody => ({
  title: 'Winter films, one month free',
  box_position: 'home_box',
  target_url: '/page/help',
  active: true,
  position: 0,
  starts_at: null,
  ends_at: null,
  ...fields,
});
const create = (token: string, fields?: Record<string, unknown>) =>
  t.call({ method: 'POST', url: BANNERS, headers: bearer(token), body: body(fields) });
const change = (token: string, id: string, fields?: Partial<AdBannerBody>) =>
  t.call({ method: 'PUT', url: `${BANNERS}/${id}`, headers: bearer(token), body: body(fields) });
const remove = (token: string, id: string) =>
  t.call({ method: 'DELETE', url: `${BANNERS}/${id}`, headers: bearer(token) });
const list = async (token: string, query = '') => {
  const response = await t.call({ url: `${BANNERS}${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { items: StudioAdBanner[]; pager: { count: number } } }>().data;
};
const created = async (fields?: Partial<AdBannerBody>) => {
  const response = await create(editor, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StudioAdBanner }>().data;
};
const servedHome = async (token: string) =>
  (await t.call({ url: '/api/ads/list?filter[box_position]=home_box', token })).json<{
    data: AdBanner[];
  }>().data;
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

async function connect(token: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], query: { token } });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Waits until the server stored `count` events of the banner; socket events have no reply. */
async function bannerEventsReach(bannerId: string, count: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const rows = (await t.database.db.select().from(adBannerEvents)).filter(
      (row) => row.bannerId === bannerId,
    );
    if (rows.length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} events of banner ${bannerId}`);
}

describe('the studio banner calls', () => {
  it('make a banner subscribers are served, and audit it', async () => {
    const banner = await created({ title: 'Made in the studio', position: 0 });
    expect(banner).toMatchObject({
      title: 'Made in the studio',
      box_position: 'home_box',
      target_url: '/page/help',
      image_url: `/media/art/banner/${banner.id}.svg`,
      impressions: 0,
      clicks: 0,
      closes: 0,
    });
    const { token } = await t.login();
    // Newer than the seeded banner of position 0: it goes first, the one the home page shows.
    expect((await servedHome(token))[0]!.mongo_id).toBe(banner.id);
    expect(await latestAudit()).toMatchObject({
      action: 'ad_banner.create',
      target: `ad_banner:${banner.id}`,
      before: null,
      after: { id: banner.id, title: 'Made in the studio' },
    });
    const art = await t.call({ url: banner.image_url });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('aria-label="Made in the studio"');
  });

  it('count impressions, clicks and closes from the ads-banner socket event', async () => {
    const banner = await created({ title: 'Counted' });
    const { token } = await t.login();
    const socket = await connect(token);
    const send = (clicked: boolean, closed: boolean) =>
      socket.emit(SocketEvent.adsBanner, { mongo_id: banner.id, clicked, closed });
    send(false, false);
    send(false, false);
    send(false, false);
    send(true, false);
    send(false, true);
    await bannerEventsReach(banner.id, 5);
    const listed = (await list(support, '?box_position=home_box&limit=200')).items.find(
      (item) => item.id === banner.id,
    );
    expect(listed).toMatchObject({ impressions: 3, clicks: 1, closes: 1 });
  });

  it('list banners of one box in position order, a page at a time', async () => {
    await created({ box_position: 'tv_shows_box', position: 9000, title: 'Last of the box' });
    const { items, pager } = await list(owner, '?box_position=tv_shows_box&limit=200');
    expect(items.length).toBe(pager.count);
    expect(items.every((item) => item.box_position === 'tv_shows_box')).toBe(true);
    const positions = items.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(items.at(-1)!.title).toBe('Last of the box');
    const firstPage = await list(owner, '?limit=2');
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.pager.count).toBeGreaterThan(2);
  });

  it('change a banner: an inactive one or one out of its schedule is not served', async () => {
    const banner = await created({ title: 'Scheduled' });
    const { token } = await t.login();
    const ids = async () => (await servedHome(token)).map((served) => served.mongo_id);

    const inactive = await change(editor, banner.id, { active: false, title: 'Scheduled' });
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect(inactive.json().notice).toEqual({ key: 'studioAdBannerSaved' });
    expect(await ids()).not.toContain(banner.id);

    const later = new Date(t.now().getTime() + 3_600_000).toISOString();
    await change(owner, banner.id, { starts_at: later });
    expect(await ids()).not.toContain(banner.id);
    const ended = new Date(t.now().getTime() - 3_600_000).toISOString();
    await change(owner, banner.id, { ends_at: ended });
    expect(await ids()).not.toContain(banner.id);
    const earlier = new Date(t.now().getTime() - 7_200_000).toISOString();
    const running = await change(owner, banner.id, { starts_at: earlier, ends_at: later });
    expect(running.json().data).toMatchObject({ starts_at: earlier, ends_at: later });
    expect(await ids()).toContain(banner.id);

    expect(await latestAudit()).toMatchObject({
      action: 'ad_banner.update',
      before: { ends_at: ended, starts_at: null },
      after: { starts_at: earlier, ends_at: later },
    });
  });

  it('delete a banner with its counts, after which it is 404', async () => {
    const banner = await created({ title: 'Short-lived' });
    const response = await remove(editor, banner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: noticeTexts.studioAdBannerDeleted,
      notice: { key: 'studioAdBannerDeleted' },
    });
    expect(await latestAudit()).toMatchObject({
      action: 'ad_banner.delete',
      before: { id: banner.id, title: 'Short-lived' },
      after: null,
    });
    for (const again of [await remove(editor, banner.id), await change(editor, banner.id)]) {
      expect(again.statusCode).toBe(404);
      expect(again.json().notice).toEqual({ key: 'studioAdBannerNotFound' });
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank title', { title: '  ' }, 'title', ValidationMessage.brandTextRequired],
    [
      'an unknown box',
      { box_position: 'sidebar_box' },
      'box_position',
      ValidationMessage.boxPositionInvalid,
    ],
    [
      'a javascript: target',
      { target_url: 'javascript:alert(1)' },
      'target_url',
      ValidationMessage.adTargetInvalid,
    ],
    [
      'a plain http target',
      { target_url: 'http://ads.example.com/' },
      'target_url',
      ValidationMessage.adTargetInvalid,
    ],
    [
      'a protocol-relative target',
      { target_url: '//evil.example.com' },
      'target_url',
      ValidationMessage.adTargetInvalid,
    ],
    ['a negative position', { position: -1 }, 'position', ValidationMessage.orderInvalid],
    ['a fractional position', { position: 1.5 }, 'position', ValidationMessage.orderInvalid],
    [
      'a date without time',
      { starts_at: '2026-12-01' },
      'starts_at',
      ValidationMessage.dateTimeInvalid,
    ],
    [
      'an end before the start',
      { starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
      'ends_at',
      ValidationMessage.scheduleEndsBeforeStart,
    ],
    ['an unknown field', { colour: 'red' }, 'colour', 'unknown parameter'],
  ])(
    'refuse %s with a 400 naming the field, and change nothing',
    async (_, fields, field, text) => {
      const before = (await list(owner, '?limit=200')).pager.count;
      const response = await create(editor, fields);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer.notice.key).toBe('invalidRequest');
      expect(answer.errors[field]).toEqual([expect.stringContaining(text)]);
      expect((await list(owner, '?limit=200')).pager.count).toBe(before);
    },
  );

  it('accept an https target and an in-app one', async () => {
    expect(
      (await create(editor, { target_url: 'https://ads.example.com/winter?x=1' })).statusCode,
    ).toBe(200);
    expect((await create(editor, { target_url: '/movies/12' })).statusCode).toBe(200);
    expect((await create(editor, { target_url: null })).statusCode).toBe(200);
  });

  it('are refused without a studio session, to subscribers, and changes to support', async () => {
    const banner = await created({ title: 'Guarded' });
    const { token } = await t.login();
    const attempts = [
      { url: BANNERS },
      { method: 'POST' as const, url: BANNERS, body: body() },
      { method: 'PUT' as const, url: `${BANNERS}/${banner.id}`, body: body() },
      { method: 'DELETE' as const, url: `${BANNERS}/${banner.id}` },
    ];
    for (const attempt of attempts) {
      expect((await t.call(attempt)).statusCode, attempt.url).toBe(401);
      const asSubscriber = await t.call({ ...attempt, headers: bearer(token) });
      expect([401, 403], attempt.url).toContain(asSubscriber.statusCode);
    }
    for (const attempt of attempts.slice(1)) {
      const refused = await t.call({ ...attempt, headers: bearer(support) });
      expect(refused.statusCode, attempt.method).toBe(403);
      expect(refused.json().notice).toEqual({
        key: 'studioRoleRefused',
        params: { role: 'support' },
      });
    }
    expect((await list(support, '?limit=200')).items.map((item) => item.title)).toContain(
      'Guarded',
    );
  });
});

describe('the studio banner image calls', () => {
  const PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const upload = (token: string, id: string, data: string) =>
    t.call({
      method: 'PUT',
      url: `/api/studio/ad-banner-images/${id}`,
      headers: bearer(token),
      body: { data },
    });

  it('show an uploaded PNG to subscribers at an address of its own, and audit it', async () => {
    const banner = await created({ title: 'With a picture' });
    const response = await upload(editor, banner.id, PNG);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().notice).toEqual({ key: 'studioAdImageSaved' });
    const imageUrl = response.json<{ data: StudioAdBanner }>().data.image_url;
    expect(imageUrl).toMatch(new RegExp(`^/media/ad-banners/${banner.id}-[0-9a-f]{16}\\.png$`));

    const served = await t.call({ url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const { token } = await t.login();
    const home = await servedHome(token);
    expect(home.find((item) => item.mongo_id === banner.id)?.ads_file.original).toBe(imageUrl);
    expect(await latestAudit()).toMatchObject({
      action: 'ad_banner.image',
      before: { image_url: banner.image_url },
      after: { image_url: imageUrl, content_type: 'image/png', bytes: 70 },
    });

    const back = await t.call({
      method: 'DELETE',
      url: `/api/studio/ad-banner-images/${banner.id}`,
      headers: bearer(owner),
    });
    expect(back.json().data.image_url).toBe(banner.image_url);
    expect((await t.call({ url: imageUrl })).statusCode).toBe(404);
  });

  it('refuse a file that is no PNG, JPEG or WebP whatever it claims, and one over 2 MiB', async () => {
    const banner = await created({ title: 'Kept picture' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    const notImage = await upload(editor, banner.id, svg);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      notice: { key: 'studioAdImageUnsupported' },
      errors: { data: [noticeTexts.studioAdImageUnsupported] },
    });
    const huge = Buffer.alloc(2 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await upload(editor, banner.id, huge.toString('base64'));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().notice).toEqual({ key: 'studioAdImageTooLarge' });
    const notBase64 = await upload(editor, banner.id, 'not base64!');
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().errors.data).toEqual(['must be the image in base64']);
    const listed = (await list(owner, '?limit=200')).items.find((item) => item.id === banner.id);
    expect(listed?.image_url).toBe(banner.image_url);
  });

  it('are refused without a studio session, to support, and for an unknown banner', async () => {
    const banner = await created({ title: 'Guarded picture' });
    const anonymous = await t.call({
      method: 'PUT',
      url: `/api/studio/ad-banner-images/${banner.id}`,
      body: { data: PNG },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(support, banner.id, PNG)).statusCode).toBe(403);
    const unknown = await upload(editor, 'ffffffffffffffffffffffff', PNG);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().notice).toEqual({ key: 'studioAdBannerNotFound' });
  });
});
