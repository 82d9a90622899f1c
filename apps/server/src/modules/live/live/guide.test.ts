import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUIDE_PAGE_SIZE,
  GUIDE_WINDOW_MAX_SECONDS,
  envelope,
  guideRowSchema,
  listOf,
  programmeSchema,
} from '@marquee/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { VERSION_MAX_AGE_MS } from '../../../db/change-counter.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { EXPIRED_ACCOUNT } from '../../intake/seed/seed.js';
import {
  emptyLineUp,
  insertCategory,
  insertChannels,
  insertProgrammes,
  linkChannels,
} from './live-fixtures.js';

const HOUR = 3600;
/** The guide's window in these tests: 6 hours from 12:00 UTC on 1 June 2026. */
const START = Date.UTC(2026, 5, 1, 12) / 1000;
const END = START + 6 * HOUR;
const CHANNELS = 60;

let t: TestApp;
let token: string;
/** A second account, for favourites that are not the first one's. */
let otherToken: string;
/** Channel ids by channel number. */
const idOf = new Map<number, number>();
let news: number;

beforeAll(async () => {
  t = await createTestApp();
  await emptyLineUp(t.database.db);
  token = (await t.login()).token;
  otherToken = (await t.login(EXPIRED_ACCOUNT.email, EXPIRED_ACCOUNT.password)).token;
  const { db } = t.database;
  const numbers = Array.from({ length: CHANNELS }, (_, index) => CHANNELS - index);
  const ids = await insertChannels(
    db,
    numbers.map((channelNumber) => ({ channelNumber })),
  );
  numbers.forEach((number, index) => idOf.set(number, ids[index]!));
  // Every channel: two-hour programmes from 05:00 to 23:00, so four overlap the window, the
  // first having begun at 11:00.
  for (const number of numbers) {
    await insertProgrammes(
      db,
      idOf.get(number)!,
      Array.from({ length: 9 }, (_, index) => ({
        title: `Ch${number} ${5 + index * 2}h`,
        start: START - 7 * HOUR + index * 2 * HOUR,
        end: START - 5 * HOUR + index * 2 * HOUR,
      })),
    );
  }
  news = await insertCategory(db, 'News');
  await linkChannels(db, news, [idOf.get(4)!, idOf.get(2)!]);
});
afterAll(() => t.close());

/** A channel whose programmes touch the window at both edges and span it in between. */
async function insertEdgeChannel() {
  const channel = await insertChannels(t.database.db, [{ channelNumber: 1000, title: 'Edges' }]);
  const id = channel[0]!;
  await insertProgrammes(t.database.db, id, [
    { title: 'Ends as the window starts', start: START - HOUR, end: START },
    { title: 'Spans the window', start: START, end: END },
    { title: 'Starts as the window ends', start: END, end: END + HOUR },
  ]);
  return id;
}

async function guide(query: string) {
  const response = await t.call({ url: `/api/epgs/list?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(z.array(programmeSchema)).parse(response.json()).data!;
}
async function guideIndex(query: string, caller = token) {
  const response = await t.call({ url: `/api/epgs/index?${query}`, token: caller });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(listOf(guideRowSchema)).parse(response.json()).data!;
}
const window = `filter[start]=${START}&filter[end]=${END}`;

describe('one channel’s guide (/epgs/list)', () => {
  it('answers the programmes overlapping the window by start, the one on at its start included', async () => {
    const programmes = await guide(`filter[channel_id]=${idOf.get(7)}&${window}`);
    expect(programmes.map((programme) => programme.title)).toEqual([
      'Ch7 11h',
      'Ch7 13h',
      'Ch7 15h',
      'Ch7 17h',
    ]);
    expect(programmes[0]).toMatchObject({
      channel_id: idOf.get(7),
      start_timestamp: START - HOUR,
      end_timestamp: START + HOUR,
    });
  });

  it('reads the window as [start, end): touching edges are out, a programme across it is in', async () => {
    const id = await insertEdgeChannel();
    const programmes = await guide(`filter[channel_id]=${id}&${window}`);
    expect(programmes.map((programme) => programme.title)).toEqual(['Spans the window']);
    const later = await guide(
      `filter[channel_id]=${id}&filter[start]=${START + HOUR}&filter[end]=${START + 2 * HOUR}`,
    );
    expect(later.map((programme) => programme.title)).toEqual(['Spans the window']);
  });

  it('answers an empty guide for a window with no programmes', async () => {
    expect(await guide(`filter[channel_id]=${idOf.get(7)}&filter[start]=0&filter[end]=60`)).toEqual(
      [],
    );
  });

  it('refuses a window that ends before it starts or is longer than 8 days', async () => {
    const refused = async (query: string) => {
      const response = await t.call({ url: `/api/epgs/list?${query}`, token });
      expect(response.statusCode).toBe(400);
      return response.json<{ message: string }>().message;
    };
    const id = idOf.get(7);
    expect(
      await refused(`filter[channel_id]=${id}&filter[start]=${END}&filter[end]=${START}`),
    ).toBe('Invalid query: filter[end] end must be after start');
    expect(
      await refused(
        `filter[channel_id]=${id}&filter[start]=${START}&filter[end]=${START + GUIDE_WINDOW_MAX_SECONDS + 1}`,
      ),
    ).toBe('Invalid query: filter[end] the window must be 8 days or shorter');
    expect(await refused(window)).toMatch(/^Invalid query: /);
  });
});

describe('the guide grid (/epgs/index)', () => {
  it('answers 50 channels a page by number, each with its programmes in the window', async () => {
    const page = await guideIndex(window);
    expect(page.items).toHaveLength(GUIDE_PAGE_SIZE);
    expect(page.items.map((row) => row.channel.channel_number)).toEqual(
      Array.from({ length: GUIDE_PAGE_SIZE }, (_, index) => index + 1),
    );
    expect(page.pager.count).toBeGreaterThanOrEqual(CHANNELS);
    for (const row of page.items) {
      expect(row.programmes.map((programme) => programme.title)).toEqual(
        [11, 13, 15, 17].map((hour) => `Ch${row.channel.channel_number} ${hour}h`),
      );
      expect(row.programmes.every((programme) => programme.channel_id === row.channel.id)).toBe(
        true,
      );
    }
    const second = await guideIndex(`${window}&page=2`);
    expect(second.items[0]!.channel.channel_number).toBe(GUIDE_PAGE_SIZE + 1);
  });

  it('narrows to a category or to chosen channels', async () => {
    const inNews = await guideIndex(`${window}&filter[category_id]=${news}`);
    expect(inNews.items.map((row) => row.channel.channel_number)).toEqual([2, 4]);
    expect(inNews.pager).toEqual({ page: 1, pageCount: 1, count: 2 });
    const chosen = await guideIndex(
      `${window}&filter[channel_id][0]=${idOf.get(9)}&filter[channel_id][1]=${idOf.get(3)}`,
    );
    expect(chosen.items.map((row) => row.channel.channel_number)).toEqual([3, 9]);
    expect(chosen.items[1]!.programmes).toHaveLength(4);
  });

  it('gives a channel with nothing in the window an empty row', async () => {
    const quiet = await guideIndex(
      `filter[start]=0&filter[end]=3600&filter[channel_id][0]=${idOf.get(5)}`,
    );
    expect(quiet.items).toEqual([expect.objectContaining({ programmes: [] })]);
  });
});

describe('the guide grid and favourites', () => {
  it('marks the caller’s favourite channels, and only the caller’s', async () => {
    for (const number of [3, 8]) {
      const toggled = await t.call({
        method: 'POST',
        url: '/api/channels/toggle-favorite',
        token,
        body: { channel_id: idOf.get(number) },
      });
      expect(toggled.statusCode, toggled.body).toBe(200);
    }
    const page = await guideIndex(`${window}&limit=10`);
    expect(
      page.items.filter((row) => row.channel.favorite).map((row) => row.channel.channel_number),
    ).toEqual([3, 8]);
    const theirs = await guideIndex(`${window}&limit=10`, otherToken);
    expect(theirs.items.some((row) => row.channel.favorite)).toBe(false);
  });

  it('narrows to the caller’s favourites with filter[favorites]=1, with the other filters', async () => {
    const favourites = await guideIndex(`${window}&filter[favorites]=1`);
    expect(favourites.items.map((row) => row.channel.channel_number)).toEqual([3, 8]);
    expect(favourites.pager).toEqual({ page: 1, pageCount: 1, count: 2 });
    expect(favourites.items[0]!.programmes).toHaveLength(4);
    const inNews = await guideIndex(`${window}&filter[favorites]=1&filter[category_id]=${news}`);
    expect(inNews.items).toEqual([]);
    const none = await guideIndex(`${window}&filter[favorites]=1`, otherToken);
    expect(none.items).toEqual([]);
    const all = await guideIndex(`${window}&filter[favorites]=0&limit=10`);
    expect(all.items).toHaveLength(10);
  });
});

describe('a guide tile', () => {
  /** Programme lengths in minutes, mixed as a real guide's are, repeated along each channel. */
  const LENGTHS = [15, 30, 45, 60, 90, 120, 25, 55, 105];
  const TILE_CHANNELS = 12;
  /** Each channel's programmes from 00:00 on 1 June, offset from the others. */
  const schedules = new Map<number, { title: string; start: number; end: number }[]>();

  beforeAll(async () => {
    const { db } = t.database;
    const ids = await insertChannels(
      db,
      Array.from({ length: TILE_CHANNELS }, (_, index) => ({ channelNumber: 2000 + index })),
    );
    for (const [index, id] of ids.entries()) {
      const list = [];
      let at = START - 12 * HOUR + index * 7 * 60;
      for (let n = 0; at < END + 12 * HOUR; n += 1) {
        const minutes = LENGTHS[(n + index) % LENGTHS.length]!;
        list.push({ title: `${id}/${n}`, start: at, end: at + minutes * 60 });
        at += minutes * 60;
      }
      await insertProgrammes(db, id, list);
      schedules.set(id, list);
    }
  });

  it('holds exactly the programmes overlapping its window, whatever the window', async () => {
    const ids = [...schedules.keys()];
    const channelFilter = ids.map((id, index) => `filter[channel_id][${index}]=${id}`).join('&');
    // Windows on the half hour and off it, one starting on a programme's boundary.
    const windows = [
      [START, START + 6 * HOUR],
      [START + 17 * 60, START + 17 * 60 + 6 * HOUR],
      [START - 3 * HOUR, START + 30 * 60],
      [schedules.get(ids[0]!)![12]!.start, schedules.get(ids[0]!)![12]!.start + HOUR],
    ];
    for (const [from, to] of windows) {
      const tile = await guideIndex(
        `filter[start]=${from}&filter[end]=${to}&${channelFilter}&limit=${TILE_CHANNELS}`,
      );
      expect(tile.items).toHaveLength(TILE_CHANNELS);
      for (const row of tile.items) {
        const expected = schedules
          .get(row.channel.id)!
          .filter((programme) => programme.start < to! && programme.end > from!)
          .map((programme) => programme.title);
        expect(expected.length).toBeGreaterThan(0);
        expect(
          row.programmes.map((programme) => programme.title),
          `${row.channel.id} ${from}`,
        ).toEqual(expected);
      }
    }
  });
});

describe('the guide and line-up kept in memory', () => {
  it('shows what another process wrote within a second of its bumping the versions', async () => {
    const { db } = t.database;
    const id = idOf.get(9)!;
    const titles = async () => {
      const { items } = await guideIndex(`limit=60&${window}`);
      const row = items.find((item) => item.channel.id === id)!;
      return { channel: row.channel.title, programmes: row.programmes.map((p) => p.title) };
    };
    const before = await titles();
    expect(before.programmes).not.toContain('Written elsewhere');
    // As the import command or another instance writes: straight SQL, no bump in this process.
    await db.execute(sql`
      update programmes set title = 'Written elsewhere'
      where channel_id = ${id} and title = ${`Ch9 13h`}`);
    await db.execute(sql`update channels set title = 'Renamed elsewhere' where id = ${id}`);
    await db.execute(sql`
      update settings set value = to_jsonb((value #>> '{}')::bigint + 1)
      where key in ('guide_version', 'line_up_version')`);
    await new Promise((resolve) => setTimeout(resolve, VERSION_MAX_AGE_MS + 100));
    expect(await titles()).toEqual({
      channel: 'Renamed elsewhere',
      programmes: ['Ch9 11h', 'Written elsewhere', 'Ch9 15h', 'Ch9 17h'],
    });
  });
});
