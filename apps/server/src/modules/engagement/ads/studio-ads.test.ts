import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketEvent, ValidationMessage, noticeTexts } from '@marquee/contract';
import { adBannerEvents } from '../../../db/schema.js';
import {
  expectRefusedToRole,
  expectRefusedWithoutStudioSession,
  operatorOfRole,
} from '../../../test/studio-calls.js';
import { BANNERS, studioBannerCalls } from '../../../test/studio-banner-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let url: string;
let owner: string;
let editor: string;
let support: string;
const sockets: Socket[] = [];
let calls: ReturnType<typeof studioBannerCalls>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = (await operatorOfRole(t, 'owner')).token;
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
  calls = studioBannerCalls(t, () => editor);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await t.close();
});

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
    const banner = await calls.created({ title: 'Made in the studio', position: 0 });
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
    expect((await calls.servedHome(token))[0]!.mongo_id).toBe(banner.id);
    expect(await calls.latestAudit()).toMatchObject({
      action: 'ad_banner.create',
      target: `ad_banner:${banner.id}`,
      before: null,
      after: { id: banner.id, title: 'Made in the studio' },
    });
    const art = await t.call({ url: banner.image_url });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('aria-label="Made in the studio"');
  });

  it("count impressions, clicks and closes from the banners' socket events", async () => {
    const banner = await calls.created({ title: 'Counted' });
    const { token } = await t.login();
    const socket = await connect(token);
    const send = (clicked: boolean, closed: boolean) =>
      socket.emit(SocketEvent.adsBanner, { mongo_id: banner.id, clicked, closed });
    for (let shown = 0; shown < 3; shown++)
      socket.emit(SocketEvent.adsBannerShown, { mongo_id: banner.id });
    send(true, false);
    send(false, true);
    await bannerEventsReach(banner.id, 5);
    const listed = (await calls.list(support, '?box_position=home_box&limit=200')).items.find(
      (item) => item.id === banner.id,
    );
    expect(listed).toMatchObject({ impressions: 3, clicks: 1, closes: 1 });
  });

  it('list banners of one box in position order, a page at a time', async () => {
    await calls.created({ box_position: 'tv_shows_box', position: 9000, title: 'Last of the box' });
    const { items, pager } = await calls.list(owner, '?box_position=tv_shows_box&limit=200');
    expect(items.length).toBe(pager.count);
    expect(items.every((item) => item.box_position === 'tv_shows_box')).toBe(true);
    const positions = items.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(items.at(-1)!.title).toBe('Last of the box');
    const firstPage = await calls.list(owner, '?limit=2');
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.pager.count).toBeGreaterThan(2);
  });

  it('change a banner: an inactive one or one out of its schedule is not served', async () => {
    const banner = await calls.created({ title: 'Scheduled' });
    const { token } = await t.login();
    const ids = async () => (await calls.servedHome(token)).map((served) => served.mongo_id);

    const inactive = await calls.change(editor, banner.id, { active: false, title: 'Scheduled' });
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect(inactive.json().notice).toEqual({ key: 'studioAdBannerSaved' });
    expect(await ids()).not.toContain(banner.id);

    const later = new Date(t.now().getTime() + 3_600_000).toISOString();
    await calls.change(owner, banner.id, { starts_at: later });
    expect(await ids()).not.toContain(banner.id);
    const ended = new Date(t.now().getTime() - 3_600_000).toISOString();
    await calls.change(owner, banner.id, { ends_at: ended });
    expect(await ids()).not.toContain(banner.id);
    const earlier = new Date(t.now().getTime() - 7_200_000).toISOString();
    const running = await calls.change(owner, banner.id, { starts_at: earlier, ends_at: later });
    expect(running.json().data).toMatchObject({ starts_at: earlier, ends_at: later });
    expect(await ids()).toContain(banner.id);

    expect(await calls.latestAudit()).toMatchObject({
      action: 'ad_banner.update',
      before: { ends_at: ended, starts_at: null },
      after: { starts_at: earlier, ends_at: later },
    });
  });

  it('delete a banner with its counts, after which it is 404', async () => {
    const banner = await calls.created({ title: 'Short-lived' });
    const response = await calls.remove(editor, banner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: noticeTexts.studioAdBannerDeleted,
      notice: { key: 'studioAdBannerDeleted' },
    });
    expect(await calls.latestAudit()).toMatchObject({
      action: 'ad_banner.delete',
      before: { id: banner.id, title: 'Short-lived' },
      after: null,
    });
    for (const again of [
      await calls.remove(editor, banner.id),
      await calls.change(editor, banner.id),
    ]) {
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
      const before = (await calls.list(owner, '?limit=200')).pager.count;
      const response = await calls.create(editor, fields);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      expect(answer.notice.key).toBe('invalidRequest');
      expect(answer.errors[field]).toEqual([expect.stringContaining(text)]);
      expect((await calls.list(owner, '?limit=200')).pager.count).toBe(before);
    },
  );

  it('accept an https target and an in-app one', async () => {
    expect(
      (await calls.create(editor, { target_url: 'https://ads.example.com/winter?x=1' })).statusCode,
    ).toBe(200);
    expect((await calls.create(editor, { target_url: '/movies/12' })).statusCode).toBe(200);
    expect((await calls.create(editor, { target_url: null })).statusCode).toBe(200);
  });

  it('are refused without a studio session, to subscribers, and changes to support', async () => {
    const banner = await calls.created({ title: 'Guarded' });
    const { token } = await t.login();
    const attempts = [
      { url: BANNERS },
      { method: 'POST' as const, url: BANNERS, body: calls.body() },
      { method: 'PUT' as const, url: `${BANNERS}/${banner.id}`, body: calls.body() },
      { method: 'DELETE' as const, url: `${BANNERS}/${banner.id}` },
    ];
    await expectRefusedWithoutStudioSession(t, attempts, token);
    await expectRefusedToRole(t, attempts.slice(1), support, 'support');
    expect((await calls.list(support, '?limit=200')).items.map((item) => item.title)).toContain(
      'Guarded',
    );
  });
});
