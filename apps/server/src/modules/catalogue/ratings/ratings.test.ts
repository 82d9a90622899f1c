import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  listOf,
  noticeText,
  rateResultSchema,
  tvShowSchema,
  vodItemSchema,
  type VodItem,
} from '@marquee/contract';
import { registrationBody } from '../../../test/account-fixtures.js';
import { signInAsKids } from '../../../test/kids-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ALREADY_RATED, RATED } from './rating-service.js';
import { averageOutOfTen, presentRate } from '../catalogue/index.js';

let t: TestApp;
let token: string;
let films: VodItem[];
let episode: VodItem;
let showId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login()).token;
  films = (await vodList('filter[type]=0&limit=10')).items;
  episode = (await vodList('filter[type]=1&limit=1')).items[0]!;
  showId = episode.multi_event_vod_id!;
});
afterAll(() => t.close());

async function vodList(query: string, as = token) {
  const response = await t.call({ url: `/api/vods/list?${query}`, token: as });
  return envelope(listOf(vodItemSchema)).parse(response.json()).data!;
}
const rate = (path: string, as = token) =>
  t.call({ method: 'POST', url: `/api/${path}`, token: as });
const rated = envelope(rateResultSchema);

/** Another subscriber, to rate the same title again. */
async function anotherViewer(): Promise<string> {
  const body = registrationBody();
  const response = await t.call({ method: 'POST', url: '/api/account/registration', body });
  expect(response.statusCode, response.body).toBe(200);
  return (await t.login(body.email, body.password)).token;
}

describe('averageOutOfTen and presentRate', () => {
  it('turns the mean of 1..5 stars into a score out of 10, to one decimal', () => {
    expect(averageOutOfTen(5, 1)).toBe(10);
    expect(averageOutOfTen(4 + 5, 2)).toBe(9);
    expect(averageOutOfTen(1 + 2 + 2, 3)).toBe(3.3);
  });

  it("shows the title's own rating with a count of 0 until someone rates it", () => {
    expect(presentRate({ rating: 7.4, rateCount: 0, rateStarsSum: 0 })).toEqual({
      rate_average: 7.4,
      rate_count: 0,
    });
    expect(presentRate({ rating: null, rateCount: 0, rateStarsSum: 0 })).toBeNull();
    expect(presentRate({ rating: 7.4, rateCount: 2, rateStarsSum: 7 })).toEqual({
      rate_average: 7,
      rate_count: 2,
    });
  });
});

describe('POST /vods/rate/:id/:rating', () => {
  it('rates a movie once: "Item successfully rated", the new average out of 10 and the count', async () => {
    const film = films[0]!;
    const first = await rate(`vods/rate/${film.id}/4`);
    expect(first.statusCode, first.body).toBe(200);
    expect(rated.parse(first.json())).toMatchObject({
      message: noticeText(RATED),
      data: { rating: 4, rate_average: 8, rate_count: 1 },
    });
    const second = await rate(`vods/rate/${film.id}/5`, await anotherViewer());
    expect(rated.parse(second.json()).data).toEqual({ rating: 5, rate_average: 9, rate_count: 2 });
  });

  it('answers 409 "Item already rated" to a second rating by the same account, and keeps the first', async () => {
    const film = films[1]!;
    await rate(`vods/rate/${film.id}/2`);
    const again = await rate(`vods/rate/${film.id}/5`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 0,
      message: noticeText(ALREADY_RATED),
      notice: ALREADY_RATED,
    });
    const [item] = (await vodList(`filter[id]=${film.id}&config[enable_rate]=1`)).items;
    expect(item!.rate).toEqual({ rate_average: 4, rate_count: 1 });
  });

  it('counts one of several identical ratings sent at the same time', async () => {
    const film = films[2]!;
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => rate(`vods/rate/${film.id}/3`)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const [item] = (await vodList(`filter[id]=${film.id}&config[enable_rate]=1`)).items;
    expect(item!.rate).toEqual({ rate_average: 6, rate_count: 1 });
  });

  it('shows the new rate on the lists at once with config[enable_rate]=1, and none without', async () => {
    const film = films[3]!;
    await rate(`vods/rate/${film.id}/1`);
    const withRate = await vodList(`filter[type]=0&limit=10&config[enable_rate]=1`);
    expect(withRate.items.find((item) => item.id === film.id)!.rate).toEqual({
      rate_average: 2,
      rate_count: 1,
    });
    const [plain] = (await vodList(`filter[id]=${film.id}`)).items;
    expect(plain!.rate).toBeNull();
  });

  it('rates an episode by the same path', async () => {
    const response = await rate(`vods/rate/${episode.id}/5`);
    expect(rated.parse(response.json()).data).toEqual({
      rating: 5,
      rate_average: 10,
      rate_count: 1,
    });
  });

  it('answers 404 for a title that does not exist, and 400 for stars outside 1 to 5', async () => {
    const missing = await rate('vods/rate/999999/3');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This title does not exist.');
    for (const stars of ['0', '6', '2.5', 'x', '-1']) {
      const response = await rate(`vods/rate/${films[4]!.id}/${stars}`);
      expect(response.statusCode, stars).toBe(400);
      expect(Object.keys(response.json().errors), stars).toContain('rating');
    }
    expect((await rate('vods/rate/abc/3')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.call({ method: 'POST', url: `/api/vods/rate/${films[5]!.id}/3` });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /multi-event-vods/rate/:id/:rating (video type 2)', () => {
  it('rates a TV show once and shows its rate on the TV show list', async () => {
    const response = await rate(`multi-event-vods/rate/${showId}/3`);
    expect(rated.parse(response.json())).toMatchObject({
      message: noticeText(RATED),
      data: { rating: 3, rate_average: 6, rate_count: 1 },
    });
    expect((await rate(`multi-event-vods/rate/${showId}/3`)).statusCode).toBe(409);
    const list = await t.call({
      url: `/api/multi-event-vods/list?filter[id]=${showId}&config[enable_rate]=1`,
      token,
    });
    const [show] = envelope(listOf(tvShowSchema)).parse(list.json()).data!.items;
    expect(show!.rate).toEqual({ rate_average: 6, rate_count: 1 });
  });

  it('answers 404 for a show that does not exist', async () => {
    const response = await rate(`multi-event-vods/rate/${films[0]!.id}9999/3`);
    expect(response.statusCode).toBe(404);
  });
});

describe('rating from a kids profile', () => {
  it('rates a title within its ceiling, and answers one above it as one that does not exist', async () => {
    const kids = (await signInAsKids(t, 'G')).token;
    const gentle = films.find((film) => film.parental_rating?.code === 'G')!;
    const older = films.find((film) => film.parental_rating?.code === 'PG-13')!;
    expect((await rate(`vods/rate/${gentle.id}/4`, kids)).statusCode).toBe(200);
    const refused = await rate(`vods/rate/${older.id}/4`, kids);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This title does not exist.');
    expect(episode.parental_rating?.code).toBe('PG');
    expect((await rate(`multi-event-vods/rate/${showId}/2`, kids)).statusCode).toBe(404);
    const [unrated] = (await vodList(`filter[id]=${older.id}&config[enable_rate]=1`)).items;
    expect(unrated!.rate!.rate_count).toBe(0);
  });
});
