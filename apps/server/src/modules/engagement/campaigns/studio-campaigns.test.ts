import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ValidationMessage,
  noticeTexts,
  type StudioVideoCampaign,
  type VideoCampaign,
  type VideoCampaignBody,
} from '@marquee/contract';
import { shows, studioAudit, vods } from '../../../db/schema.js';
import {
  bearer,
  expectRefusedToRole,
  expectRefusedWithoutStudioSession,
  operatorOfRole,
} from '../../../test/studio-calls.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: string;
let editor: string;
let support: string;
let subscriber: string;
let film: number;
let showId: number;
let episode: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await operatorOfRole(t, 'owner')).token;
  editor = (await operatorOfRole(t, 'editor')).token;
  support = (await operatorOfRole(t, 'support')).token;
  subscriber = (await t.login()).token;
  const { db } = t.database;
  film = (await db.select({ id: vods.id }).from(vods).where(isNull(vods.showId)).limit(1))[0]!.id;
  showId = (await db.select({ id: shows.id }).from(shows).limit(1))[0]!.id;
  episode = (
    await db.select({ id: vods.id, showId: vods.showId }).from(vods).where(isNotNull(vods.showId))
  ).find((row) => row.showId === showId)!.id;
});
afterAll(() => t.close());

const CAMPAIGNS = '/api/studio/video-campaigns';
const body = (fields: Record<string, unknown> = {}): VideoCampaignBody => ({
  name: 'Winter offer',
  play_rules: 3,
  mid_roll_time: 600,
  display_duration: 5,
  video_url: 'https://adverts.example.com/winter.mp4',
  all_titles: false,
  vod_ids: [film],
  show_ids: [],
  active: true,
  ...fields,
});
const create = (token: string, fields?: Record<string, unknown>) =>
  t.call({ method: 'POST', url: CAMPAIGNS, headers: bearer(token), body: body(fields) });
const change = (token: string, id: number, fields?: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `${CAMPAIGNS}/${id}`, headers: bearer(token), body: body(fields) });
const remove = (token: string, id: number) =>
  t.call({ method: 'DELETE', url: `${CAMPAIGNS}/${id}`, headers: bearer(token) });
const list = async (token: string) => {
  const response = await t.call({ url: CAMPAIGNS, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StudioVideoCampaign[] }>().data;
};
const created = async (fields?: Record<string, unknown>) => {
  const response = await create(editor, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StudioVideoCampaign }>().data;
};
const playedOn = async (vodId: number) =>
  (
    await t.call({ url: `/api/video-campaigns/list?filter[vod_id]=${vodId}`, token: subscriber })
  ).json<{ data: VideoCampaign[] }>().data;
const latestAudit = async () =>
  (await t.database.db.select().from(studioAudit).orderBy(desc(studioAudit.id)).limit(1))[0];

describe('the studio video campaign calls', () => {
  it('make a mid-roll on a title, which its player then gets, and audit it', async () => {
    const campaign = await created({ video_url: 'https://adverts.example.com/made.mp4' });
    expect(campaign).toMatchObject({
      name: 'Winter offer',
      play_rules: 3,
      mid_roll_time: 600,
      vod_ids: [film],
      show_ids: [],
    });
    expect(await playedOn(film)).toContainEqual({
      id: campaign.id,
      play_rules: 3,
      mid_roll_time: 600,
      display_duration: 5,
      video_url: 'https://adverts.example.com/made.mp4',
    });
    expect(await latestAudit()).toMatchObject({
      action: 'video_campaign.create',
      target: `video_campaign:${campaign.id}`,
      before: null,
      after: { id: campaign.id, vod_ids: [film] },
    });
    expect((await list(support)).map((item) => item.id)).toContain(campaign.id);
    await remove(editor, campaign.id);
  });

  it('name the titles and shows a campaign plays on, in the order chosen', async () => {
    const { db } = t.database;
    const named = async (table: typeof vods | typeof shows, id: number) =>
      (
        await db
          .select({ id: table.id, title: table.title, year: table.year })
          .from(table)
          .where(eq(table.id, id))
      )[0]!;
    const campaign = await created({ vod_ids: [episode, film], show_ids: [showId] });
    const expected = {
      vods: [await named(vods, episode), await named(vods, film)],
      shows: [await named(shows, showId)],
    };
    expect(campaign).toMatchObject({ vod_ids: [episode, film], ...expected });
    expect((await list(support)).find((item) => item.id === campaign.id)).toMatchObject(expected);
    await remove(editor, campaign.id);
  });

  it('change a campaign into a show-wide pre-roll, with the change audited', async () => {
    const campaign = await created({ name: 'Becomes a pre-roll' });
    const response = await change(owner, campaign.id, {
      name: 'Becomes a pre-roll',
      play_rules: 1,
      mid_roll_time: null,
      vod_ids: [],
      show_ids: [showId, showId],
      active: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().notice).toEqual({ key: 'studioVideoCampaignSaved' });
    expect(response.json().data).toMatchObject({ play_rules: 1, show_ids: [showId], vod_ids: [] });
    // Inactive: its show's episodes do not get it.
    expect((await playedOn(episode)).map((advert) => advert.id)).not.toContain(campaign.id);
    expect(await latestAudit()).toMatchObject({
      action: 'video_campaign.update',
      before: { play_rules: 3, vod_ids: [film], active: true },
      after: { play_rules: 1, show_ids: [showId], active: false },
    });
    await remove(owner, campaign.id);
  });

  it('delete a campaign, after which it is 404', async () => {
    const campaign = await created({ name: 'Short-lived' });
    const response = await remove(editor, campaign.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: noticeTexts.studioVideoCampaignDeleted,
      notice: { key: 'studioVideoCampaignDeleted' },
    });
    expect(await latestAudit()).toMatchObject({
      action: 'video_campaign.delete',
      before: { id: campaign.id },
      after: null,
    });
    expect((await playedOn(film)).map((advert) => advert.id)).not.toContain(campaign.id);
    for (const again of [await remove(editor, campaign.id), await change(editor, campaign.id)]) {
      expect(again.statusCode).toBe(404);
      expect(again.json().notice).toEqual({ key: 'studioVideoCampaignNotFound' });
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank name', { name: '' }, 'name', ValidationMessage.brandTextRequired],
    ['play rule 4', { play_rules: 4 }, 'play_rules', ValidationMessage.playRuleInvalid],
    [
      'a mid-roll without its time',
      { mid_roll_time: null },
      'mid_roll_time',
      ValidationMessage.midRollTimeRequired,
    ],
    [
      'a pre-roll with a time',
      { play_rules: 1, mid_roll_time: 30 },
      'mid_roll_time',
      ValidationMessage.midRollTimeOnlyMidRoll,
    ],
    [
      'a negative duration',
      { display_duration: -1 },
      'display_duration',
      ValidationMessage.secondsInvalid,
    ],
    [
      'an http video',
      { video_url: 'http://x.example.com/a.mp4' },
      'video_url',
      ValidationMessage.videoUrlInvalid,
    ],
    ['no targets', { vod_ids: [] }, 'vod_ids', ValidationMessage.campaignTargetsRequired],
    [
      'targets beside all titles',
      { all_titles: true },
      'vod_ids',
      ValidationMessage.campaignTargetsRequired,
    ],
    [
      'an unknown title',
      { vod_ids: [2_000_000_000] },
      'vod_ids',
      'There is no movie or episode with id 2000000000.',
    ],
    [
      'an unknown show',
      { vod_ids: [], show_ids: [2_000_000_000] },
      'show_ids',
      'There is no TV show with id 2000000000.',
    ],
  ])(
    'refuse %s with a 400 naming the field, and change nothing',
    async (_, fields, field, text) => {
      const before = (await list(owner)).length;
      const response = await create(editor, fields);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[field]).toEqual([text]);
      expect((await list(owner)).length).toBe(before);
    },
  );

  it('are refused without a studio session, to subscribers, and changes to support', async () => {
    const campaign = await created({ name: 'Guarded' });
    const attempts = [
      { url: CAMPAIGNS },
      { method: 'POST' as const, url: CAMPAIGNS, body: body() },
      { method: 'PUT' as const, url: `${CAMPAIGNS}/${campaign.id}`, body: body() },
      { method: 'DELETE' as const, url: `${CAMPAIGNS}/${campaign.id}` },
    ];
    await expectRefusedWithoutStudioSession(t, attempts, subscriber);
    await expectRefusedToRole(t, attempts.slice(1), support, 'support');
    await remove(owner, campaign.id);
  });
});
