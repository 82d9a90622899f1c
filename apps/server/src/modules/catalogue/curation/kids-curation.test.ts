import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ItemType,
  api,
  catalogueItemSchema,
  envelope,
  listOf,
  tvShowSchema,
  vodItemSchema,
  type HighlightedContentItem,
} from '@marquee/contract';
import {
  channels,
  curatedListEntries,
  genres,
  highlightedSlides,
  titlePlays,
  vods,
} from '../../../db/schema.js';
import { addRatedShow, signInAsKids, type AddedShow } from '../../../test/kids-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Home slides, recommendations and trending for a kids profile whose ceiling is PG: what the
// operator curates, what was played most and the best rated, each without what is above PG.
let t: TestApp;
let adult: string;
let kids: string;
let adultShow: AddedShow;
let adultFilmId: number;

const WITHIN_PG = ['G', 'PG'];
const within = (item: { parental_rating: { code: string } | null }) =>
  WITHIN_PG.includes(item.parental_rating?.code ?? '');
const ids = (items: { id: number }[]) => items.map((item) => item.id);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [genre] = await db.select({ id: genres.id }).from(genres).limit(1);
  adultShow = await addRatedShow(t, 'R', 'Midnight Quarry', genre!.id);
  const [film] = await db
    .select({ id: vods.id })
    .from(vods)
    .where(and(eq(vods.type, 0), eq(vods.parentalCode, '18')))
    .limit(1);
  adultFilmId = film!.id;
  const login = await t.login();
  adult = login.token;
  // The week's most played film, the operator's first pick of each list, and two channel
  // slides, one of each side of the ceiling: all above it but the G channel.
  await db.insert(titlePlays).values(
    [1, 2, 3].map(() => ({
      vodId: adultFilmId,
      accountId: login.account.id,
      source: 'stream',
      playedAt: t.now(),
    })),
  );
  await db.insert(curatedListEntries).values([
    { listKey: 'recommended', titleKind: 0, titleId: adultFilmId, position: -1 },
    { listKey: 'recommended', titleKind: 2, titleId: adultShow.showId, position: -1 },
    { listKey: 'trending', titleKind: 2, titleId: adultShow.showId, position: -1 },
  ]);
  const [gChannel] = await db.select().from(channels).where(eq(channels.parentalCode, 'G'));
  const [xChannel] = await db.select().from(channels).where(eq(channels.parentalCode, '18'));
  await db.insert(highlightedSlides).values(
    [gChannel!, xChannel!].map((channel, index) => ({
      pageUrl: '/home',
      position: 100 + index,
      modelType: ItemType.channel,
      modelId: channel.id,
      title: channel.title,
    })),
  );
  kids = (await signInAsKids(t, 'PG')).token;
});
afterAll(() => t.close());

/** The `data` of a call's answer, which must be a success. */
async function dataOf(token: string, url: string, body?: object): Promise<unknown> {
  const response = await t.call({ method: body ? 'POST' : 'GET', url, token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const slides = async (token: string) =>
  envelope(api.catalogue.highlightedContent.response).parse(
    await dataOf(token, '/api/highlighted-content/list?url=/home'),
  ).data!;
const films = async (token: string, url: string) =>
  envelope(listOf(vodItemSchema)).parse(await dataOf(token, url)).data!;
const shows = async (token: string, url: string) =>
  envelope(listOf(tvShowSchema)).parse(await dataOf(token, url)).data!;

describe('home slides for a kids profile', () => {
  it('are those whose title or channel is within the ceiling, in the same order', async () => {
    const all = await slides(adult);
    const channelCodes = new Map(
      (await t.database.db.select().from(channels)).map((row) => [row.id, row.parentalCode]),
    );
    const shown = (slide: HighlightedContentItem) =>
      slide.type === ItemType.channel
        ? WITHIN_PG.includes(channelCodes.get(slide.model_id) ?? '')
        : slide.model !== null && within(slide.model);
    const expected = all.filter(shown);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(all.length - 1);
    expect(ids(await slides(kids))).toEqual(ids(expected));
  });
});

describe('recommendations for a kids profile', () => {
  const recommended = async (token: string, type: 0 | 2) =>
    envelope(listOf(catalogueItemSchema)).parse(
      await dataOf(token, '/api/vods/recommended', { type, limit: 50 }),
    ).data!;

  it('leave out the operator’s picks above the ceiling', async () => {
    for (const type of [0, 2] as const) {
      const forAdult = (await recommended(adult, type)).items;
      expect(ids(forAdult)).toContain(type === 0 ? adultFilmId : adultShow.showId);
      const forKids = (await recommended(kids, type)).items;
      expect(forKids.length).toBeGreaterThan(0);
      expect(ids(forKids)).toEqual(ids(forAdult.filter(within)));
    }
  });
});

describe('trending for a kids profile', () => {
  it('ranks films as for everyone, without those above the ceiling, counted alike', async () => {
    const forAdult = await films(adult, '/api/vods/trending-movies?limit=100');
    expect(forAdult.items[0]!.id).toBe(adultFilmId);
    const forKids = await films(kids, '/api/vods/trending-movies?limit=5');
    const expected = forAdult.items.filter(within);
    expect(ids(forKids.items)).toEqual(ids(expected.slice(0, 5)));
    expect(forKids.pager.count).toBe(expected.length);
  });

  it('leaves out a show above the ceiling however well rated and picked', async () => {
    const url = '/api/vods/trending-tv-shows';
    const forAdult = await shows(adult, url);
    expect(forAdult.items[0]!.id).toBe(adultShow.showId);
    const forKids = await shows(kids, url);
    expect(forKids.items.length).toBeGreaterThan(0);
    expect(ids(forKids.items)).toEqual(ids(forAdult.items.filter(within)));
  });
});
