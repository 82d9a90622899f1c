import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItemSchema, envelope, ItemType, noticeTexts } from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../../db/client.js';
import { registrationBody } from '../../../test/account-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let film: number; // rated G or PG
let adultFilm: number; // rated R or 18
let show: number;
let episode: number;
beforeAll(async () => {
  t = await createTestApp();
  const pick = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(t.database.db, query))[0]!.id;
  film = await pick(sql`select id from vods where type = 0 and parental_code in ('G', 'PG')
    order by id limit 1`);
  adultFilm = await pick(sql`select id from vods where type = 0 and parental_code in ('R', '18')
    order by id limit 1`);
  show = await pick(sql`select id from shows order by id limit 1`);
  episode = await pick(sql`select id from vods where type = 1 order by id limit 1`);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  t.call({ method, url: `/api/${url}`, token, ...(body !== undefined && { body }) });
const toggle = (token: string, body: unknown) =>
  call('POST', 'account/my-list/toggle', token, body);
async function myList(token: string) {
  const response = await call('GET', 'account/my-list', token);
  const items = envelope(z.array(catalogueItemSchema)).parse(response.json()).data!;
  return items.map((item) => `${item.type === ItemType.show ? 'show' : 'film'}:${item.id}`);
}

/** A fresh subscriber with a second profile, `Sam`, to switch to. */
async function household(sam: Record<string, unknown> = {}) {
  const body = registrationBody();
  await t.call({ method: 'POST', url: '/api/account/registration', body });
  const user = await t.login(body.email, body.password);
  const created = await call('POST', 'account/create-profile', user.token, {
    name: 'Sam',
    sex: 0,
    ...sam,
  });
  return { token: user.token, samId: created.json().data.id as number };
}

describe('My List', () => {
  it('adds a film and a show in one call each, answers the latest first, and takes them out', async () => {
    const { token } = await household();
    const added = await toggle(token, { vod_id: film });
    expect(added.json()).toMatchObject({
      data: { in_list: true },
      message: noticeTexts.addedToMyList,
    });
    expect((await toggle(token, { vod_id: show, type: ItemType.show })).json().data).toEqual({
      in_list: true,
    });
    expect(await myList(token)).toEqual([`show:${show}`, `film:${film}`]);
    const removed = await toggle(token, { vod_id: film });
    expect(removed.json()).toMatchObject({
      data: { in_list: false },
      message: noticeTexts.removedFromMyList,
    });
    expect(await myList(token)).toEqual([`show:${show}`]);
  });

  it('is each profile’s own', async () => {
    const { token, samId } = await household();
    await toggle(token, { vod_id: film });
    await call('POST', 'account/switch-profile', token, { profile_id: samId });
    expect(await myList(token)).toEqual([]);
    await toggle(token, { vod_id: show, type: ItemType.show });
    expect(await myList(token)).toEqual([`show:${show}`]);
  });

  it('answers 404 for an episode, a title that does not exist, and 400 for bad input', async () => {
    const { token } = await household();
    for (const body of [{ vod_id: episode }, { vod_id: 999_999 }]) {
      const response = await toggle(token, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(noticeTexts.titleNotFound);
    }
    const bad = await toggle(token, { vod_id: 'x', type: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['type', 'vod_id']);
    expect(await myList(token)).toEqual([]);
  });

  it('takes a film out once it was watched to 95 %, unless the profile keeps them', async () => {
    const { token, samId } = await household();
    const save = (stopped: number) =>
      call('POST', 'vods/save-progress', token, {
        single_event_vod_id: film,
        stopped_time: stopped,
        duration: 1000,
      });
    await toggle(token, { vod_id: film });
    await save(949);
    expect(await myList(token)).toEqual([`film:${film}`]);
    const saved = await save(950);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await myList(token)).toEqual([]);

    await call('POST', 'account/update-profile', token, {
      id: samId,
      auto_remove_watched: false,
    });
    await call('POST', 'account/switch-profile', token, { profile_id: samId });
    await toggle(token, { vod_id: film });
    await save(1000);
    expect(await myList(token)).toEqual([`film:${film}`]);
  });

  it('takes a film out once its credits have started', async () => {
    const { token } = await household();
    await t.database.db.execute(
      sql`update vods set markers = '{"credits": {"start": 900, "end": 1000}}' where id = ${film}`,
    );
    await toggle(token, { vod_id: film });
    await call('POST', 'vods/save-progress', token, {
      single_event_vod_id: film,
      stopped_time: 901,
      duration: 1000,
    });
    expect(await myList(token)).toEqual([]);
    await t.database.db.execute(sql`update vods set markers = '{}' where id = ${film}`);
  });

  it('keeps a kids profile to titles within its ceiling', async () => {
    const { token, samId } = await household({ is_kids: true, maturity_ceiling: 'PG' });
    await toggle(token, { vod_id: adultFilm });
    await call('POST', 'account/switch-profile', token, { profile_id: samId });
    const refused = await toggle(token, { vod_id: adultFilm });
    expect(refused.statusCode).toBe(404);
    expect((await toggle(token, { vod_id: film })).statusCode).toBe(200);
    expect(await myList(token)).toEqual([`film:${film}`]);
  });
});
