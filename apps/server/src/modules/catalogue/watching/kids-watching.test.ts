import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  listOf,
  noticeText,
  notice,
  vodItemSchema,
  type TitleMarkers,
} from '@marquee/contract';
import { vods, watchProgress } from '../../../db/schema.js';
import { signInAsKids, type KidsSession } from '../../../test/kids-session.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Continue watching and the positions a kids profile (ceiling PG) keeps: a title above the
// ceiling is not there for it, whatever positions its profile holds.
let t: TestApp;
let kids: KidsSession;
let films: { id: number; parentalCode: string | null; markers: TitleMarkers }[];
/** A film rated `code` without credits markers: a position is unfinished until 95 %. */
const filmRated = (code: string) =>
  films.find((film) => film.parentalCode === code && !film.markers.credits)!.id;

beforeAll(async () => {
  t = await createTestApp();
  kids = await signInAsKids(t, 'PG');
  films = await t.database.db
    .select({ id: vods.id, parentalCode: vods.parentalCode, markers: vods.markers })
    .from(vods)
    .where(eq(vods.type, 0));
});
afterAll(() => t.close());

const save = (vodId: number) =>
  t.call({
    method: 'POST',
    url: '/api/vods/save-progress',
    token: kids.token,
    body: { single_event_vod_id: vodId, stopped_time: 120, duration: 6000 },
  });

async function continueWatching() {
  const response = await t.call({ url: '/api/vods/get-continue-watching', token: kids.token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(listOf(vodItemSchema)).parse(response.json()).data!;
}

describe('continue watching for a kids profile', () => {
  it('holds only the started titles within the ceiling, and counts only them', async () => {
    const [pg, r, adultOnly] = [filmRated('PG'), filmRated('R'), filmRated('18')];
    await t.database.db.insert(watchProgress).values(
      [pg, r, adultOnly].map((vodId, index) => ({
        accountId: kids.accountId,
        profileId: kids.profileId,
        vodId,
        stoppedTime: 60,
        duration: 6000,
        updatedAt: new Date(t.now().getTime() - index * 1000),
      })),
    );
    const list = await continueWatching();
    expect(list.items.map((item) => item.id)).toEqual([pg]);
    expect(list.pager.count).toBe(1);
  });
});

describe('saving a position from a kids profile', () => {
  it('keeps one on a title within the ceiling', async () => {
    const g = filmRated('G');
    expect((await save(g)).statusCode).toBe(200);
    expect((await continueWatching()).items.map((item) => item.id)).toContain(g);
  });

  it('answers a title above the ceiling as one that does not exist, and keeps nothing', async () => {
    const response = await save(filmRated('PG-13'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(noticeText(notice('titleNotFound')));
    const kept = await t.database.db
      .select()
      .from(watchProgress)
      .where(eq(watchProgress.vodId, filmRated('PG-13')));
    expect(kept.filter((row) => row.profileId === kids.profileId)).toEqual([]);
  });
});
