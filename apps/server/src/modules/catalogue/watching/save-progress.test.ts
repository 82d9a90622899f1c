import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, listOf, vodItemSchema } from '@marquee/contract';
import { watchProgress } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let token: string;
let profileId: number;
let vodIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login();
  token = login.token;
  profileId = login.profile.id;
  const response = await t.call({ url: '/api/vods/list?filter[type]=0&limit=30', token });
  // Titles the demo subscriber has not started (the seed starts four).
  vodIds = envelope(listOf(vodItemSchema))
    .parse(response.json())
    .data!.items.filter((item) => item.continue_watching === null)
    .map((item) => item.id);
});
afterAll(() => t.close());

const save = (body: unknown, as: string | null = token) =>
  t.call({ method: 'POST', url: '/api/vods/save-progress', body, ...(as ? { token: as } : {}) });
const positionOf = async (vodId: number) => {
  const [row] = await t.database.db
    .select()
    .from(watchProgress)
    .where(and(eq(watchProgress.profileId, profileId), eq(watchProgress.vodId, vodId)));
  return row;
};
const listed = async (vodId: number) => {
  const response = await t.call({ url: `/api/vods/list?filter[id]=${vodId}`, token });
  return envelope(listOf(vodItemSchema)).parse(response.json()).data!.items[0]!;
};

describe('POST /vods/save-progress', () => {
  it("keeps the session profile's position and shows it on the next list at once", async () => {
    const vodId = vodIds[10]!;
    const response = await save({ single_event_vod_id: vodId, stopped_time: 42.7, duration: 1800 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 1, data: null });
    expect(await positionOf(vodId)).toMatchObject({ stoppedTime: 42, duration: 1800 });
    expect((await listed(vodId)).continue_watching).toEqual({ stopped_time: 42, duration: 1800 });
    await save({ single_event_vod_id: vodId, stopped_time: 95, duration: 1800 });
    expect((await listed(vodId)).continue_watching).toEqual({ stopped_time: 95, duration: 1800 });
  });

  it('keeps nothing under 10 s, as the continue-watching event', async () => {
    const vodId = vodIds[11]!;
    const response = await save({ single_event_vod_id: vodId, stopped_time: 9.9, duration: 1800 });
    expect(response.statusCode).toBe(200);
    expect(await positionOf(vodId)).toBeUndefined();
    await save({ single_event_vod_id: vodId, stopped_time: 10, duration: 1800 });
    expect(await positionOf(vodId)).toMatchObject({ stoppedTime: 10 });
  });

  it('takes a position past the end as the end', async () => {
    const vodId = vodIds[12]!;
    await save({ single_event_vod_id: vodId, stopped_time: 1900, duration: 1800 });
    expect(await positionOf(vodId)).toMatchObject({ stoppedTime: 1800, duration: 1800 });
  });

  it('accepts the form body a keepalive beacon sends', async () => {
    const vodId = vodIds[13]!;
    const response = await t.call({
      method: 'POST',
      url: '/api/vods/save-progress',
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `single_event_vod_id=${vodId}&stopped_time=61.5&duration=600`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await positionOf(vodId)).toMatchObject({ stoppedTime: 61, duration: 600 });
  });

  it('answers 404 for a title that does not exist', async () => {
    const response = await save({ single_event_vod_id: 999999, stopped_time: 60, duration: 600 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This title does not exist.');
  });

  it.each([
    [{ stopped_time: 60, duration: 600 }, 'single_event_vod_id'],
    [{ single_event_vod_id: 1, stopped_time: -1, duration: 600 }, 'stopped_time'],
    [{ single_event_vod_id: 1, stopped_time: 'x', duration: 600 }, 'stopped_time'],
    [{ single_event_vod_id: 1, stopped_time: 60, duration: 0 }, 'duration'],
    [{ single_event_vod_id: 1, stopped_time: 60, duration: 600, profile_id: 2 }, 'profile_id'],
  ])('answers 400 for the body %j', async (body, field) => {
    const response = await save(body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('needs a session', async () => {
    const response = await save(
      { single_event_vod_id: vodIds[0], stopped_time: 60, duration: 600 },
      null,
    );
    expect(response.statusCode).toBe(401);
  });
});
