import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayRule, envelope, videoCampaignSchema, type VideoCampaign } from '@marquee/contract';
import { z } from 'zod/mini';
import { seasons, videoCampaignTargets, videoCampaigns, vods } from '../../../db/schema.js';
import { signInAsKids } from '../../../test/kids-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_ADVERTS } from '../../intake/seed/demo-campaigns.js';
import type { CampaignRow } from './campaign-repository.js';
import { pickCampaigns } from './campaign-service.js';

let t: TestApp;
let token: string;
/** The demo's titles with adverts, read from the seeded targets. */
let everyRuleFilm: number;
let midRollFilm: number;
let showEpisodes: number[];
let plainFilm: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
  const { db } = t.database;
  const targetsOf = async (name: string) =>
    db
      .select({ vodId: videoCampaignTargets.vodId, showId: videoCampaignTargets.showId })
      .from(videoCampaignTargets)
      .innerJoin(videoCampaigns, eq(videoCampaigns.id, videoCampaignTargets.campaignId))
      .where(eq(videoCampaigns.name, name))
      .orderBy(asc(videoCampaignTargets.id));
  const midRollTargets = (await targetsOf('Offer mid-roll')).map((row) => row.vodId!);
  everyRuleFilm = midRollTargets[0]!;
  midRollFilm = midRollTargets[1]!;
  const showId = (await targetsOf('Series mid-roll'))[0]!.showId!;
  showEpisodes = (
    await db
      .select({ id: vods.id })
      .from(vods)
      .innerJoin(seasons, eq(seasons.id, vods.seasonId))
      .where(eq(vods.showId, showId))
      .orderBy(asc(seasons.number), asc(vods.episodeNumber))
  ).map((row) => row.id);
  const targeted = new Set([everyRuleFilm, midRollFilm]);
  const films = await db.select({ id: vods.id }).from(vods).where(eq(vods.type, 0));
  plainFilm = films.find((film) => !targeted.has(film.id))!.id;
});
afterAll(() => t.close());

const campaignsBody = envelope(z.array(videoCampaignSchema));
async function campaignsOf(vodId: number | string, as = token): Promise<VideoCampaign[]> {
  const response = await t.call({
    url: `/api/video-campaigns/list?filter[vod_id]=${vodId}`,
    token: as,
  });
  expect(response.statusCode, response.body).toBe(200);
  return campaignsBody.parse(response.json()).data!;
}

describe('GET /video-campaigns/list?filter[vod_id]=N', () => {
  it('gives a film its start (1), end (2) and middle (3) adverts, with their media and countdowns', async () => {
    const campaigns = await campaignsOf(everyRuleFilm);
    expect(campaigns.map((campaign) => campaign.play_rules)).toEqual([
      PlayRule.start,
      PlayRule.end,
      PlayRule.middle,
    ]);
    expect(campaigns).toMatchObject([
      { mid_roll_time: null, display_duration: 5, video_url: DEMO_ADVERTS.brand },
      { mid_roll_time: null, display_duration: 4, video_url: DEMO_ADVERTS.offer },
      { mid_roll_time: 12, display_duration: 3, video_url: DEMO_ADVERTS.offer },
    ]);
  });

  it('gives a film with only a mid-roll that advert alone', async () => {
    expect(await campaignsOf(midRollFilm)).toMatchObject([
      { play_rules: PlayRule.middle, mid_roll_time: 12 },
    ]);
  });

  it("gives every episode of the demo show the show's mid-roll and end adverts, and the last episode a start advert too", async () => {
    const first = await campaignsOf(showEpisodes[0]!);
    expect(first).toMatchObject([
      { play_rules: PlayRule.end, video_url: DEMO_ADVERTS.offer },
      { play_rules: PlayRule.middle, mid_roll_time: 10, video_url: DEMO_ADVERTS.brand },
    ]);
    const last = await campaignsOf(showEpisodes.at(-1)!);
    expect(last.map((campaign) => campaign.play_rules)).toEqual([
      PlayRule.start,
      PlayRule.end,
      PlayRule.middle,
    ]);
  });

  it('answers an empty list for a title without adverts', async () => {
    expect(await campaignsOf(plainFilm)).toEqual([]);
  });

  it("plays a default campaign on every title, unless a title's own has the same rule; inactive ones never", async () => {
    const { db } = t.database;
    const [fallback, paused] = await db
      .insert(videoCampaigns)
      .values([
        {
          name: 'House pre-roll',
          playRules: PlayRule.start,
          displayDuration: 2,
          videoUrl: DEMO_ADVERTS.offer,
          allTitles: true,
        },
        {
          name: 'Paused end-roll',
          playRules: PlayRule.end,
          displayDuration: 2,
          videoUrl: DEMO_ADVERTS.offer,
          allTitles: true,
          active: false,
        },
      ])
      .returning({ id: videoCampaigns.id });
    try {
      expect((await campaignsOf(plainFilm)).map((campaign) => campaign.id)).toEqual([fallback!.id]);
      const own = await campaignsOf(everyRuleFilm);
      expect(own[0]).toMatchObject({ play_rules: PlayRule.start, display_duration: 5 });
      expect(own.map((campaign) => campaign.id)).not.toContain(paused!.id);
    } finally {
      await db.delete(videoCampaigns).where(eq(videoCampaigns.allTitles, true));
    }
  });

  it('answers 404 for a title that does not exist and 400 without filter[vod_id]', async () => {
    const missing = await t.call({ url: '/api/video-campaigns/list?filter[vod_id]=999999', token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This title does not exist.');
    for (const query of ['', 'filter[vod_id]=0', 'filter[vod_id]=x', 'filter[id]=3']) {
      const response = await t.call({ url: `/api/video-campaigns/list?${query}`, token });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/^Invalid query: /);
    }
  });
});

describe('video adverts on a kids profile (ceiling PG)', () => {
  const codeOf = async (vodId: number) =>
    (
      await t.database.db.select({ code: vods.parentalCode }).from(vods).where(eq(vods.id, vodId))
    )[0]!.code;

  it('leave out a campaign also aimed at a title above the ceiling', async () => {
    const kids = (await signInAsKids(t, 'PG')).token;
    // The mid-roll plays on this G film and on a PG-13 one: the older title's advert.
    expect([await codeOf(everyRuleFilm), await codeOf(midRollFilm)]).toEqual(['G', 'PG-13']);
    expect((await campaignsOf(everyRuleFilm, kids)).map((campaign) => campaign.play_rules)).toEqual(
      [PlayRule.start, PlayRule.end],
    );
    const refused = await t.call({
      url: `/api/video-campaigns/list?filter[vod_id]=${midRollFilm}`,
      token: kids,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This title does not exist.');
  });

  it('play no campaign aimed at every title, whose audience is not told', async () => {
    const kids = (await signInAsKids(t, 'PG')).token;
    const { db } = t.database;
    const [everywhere] = await db
      .insert(videoCampaigns)
      .values({
        name: 'House pre-roll',
        playRules: PlayRule.start,
        displayDuration: 2,
        videoUrl: DEMO_ADVERTS.offer,
        allTitles: true,
      })
      .returning({ id: videoCampaigns.id });
    try {
      // A PG film without adverts of its own.
      const targeted = await db
        .select({ id: videoCampaignTargets.vodId })
        .from(videoCampaignTargets);
      const [{ id: film }] = (
        await db.select({ id: vods.id }).from(vods).where(eq(vods.parentalCode, 'PG'))
      ).filter((row) => !targeted.some((target) => target.id === row.id)) as [{ id: number }];
      const forAdult = await campaignsOf(film);
      expect(forAdult.map((campaign) => campaign.id)).toContain(everywhere!.id);
      const forKids = await campaignsOf(film, kids);
      expect(forKids.map((campaign) => campaign.id)).not.toContain(everywhere!.id);
    } finally {
      await db.delete(videoCampaigns).where(eq(videoCampaigns.allTitles, true));
    }
  });
});

describe('pickCampaigns', () => {
  const row = (id: number, playRules: number): CampaignRow => ({
    id,
    name: `campaign ${id}`,
    playRules,
    midRollTime: playRules === 3 ? 30 : null,
    displayDuration: 5,
    videoUrl: '/media/vod/advert/master.m3u8',
    allTitles: false,
    active: true,
    createdAt: new Date(0),
  });

  it("keeps one campaign per rule: the title's own, then its show's, then the default, the oldest among equals", () => {
    const picked = pickCampaigns([
      { campaign: row(1, 1), reach: 'all' },
      { campaign: row(2, 1), reach: 'show' },
      { campaign: row(3, 3), reach: 'all' },
      { campaign: row(4, 2), reach: 'title' },
      { campaign: row(5, 2), reach: 'title' },
      { campaign: row(6, 1), reach: 'title' },
    ]);
    expect(picked.map((campaign) => campaign.id)).toEqual([6, 4, 3]);
  });
});
