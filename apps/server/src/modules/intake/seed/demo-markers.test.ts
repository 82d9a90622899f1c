import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIP_MARKER_MIN_SECONDS, titleMarkersSchema, type TitleMarkers } from '@marquee/contract';
import type { Database } from '../../../db/client.js';
import { shows, vods, watchProgress } from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { DEMO_CLIP_SECONDS } from './demo-curation.js';
import { DEMO_MARKERS } from './demo-markers.js';
import { seedDemoData } from './seed.js';

const now = new Date();
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { films: 30, shows: 2, now });
});
afterAll(() => database.close());

const markersOf = async (type: 0 | 1) =>
  (await database.db.select().from(vods).where(eq(vods.type, type)).orderBy(vods.id)).map(
    (row) => ({ id: row.id, number: row.episodeNumber, markers: row.markers }),
  );

describe("the demo titles' skip markers", () => {
  it('fit the demo clip: an intro of 3 s or more from the start, credits in its last seconds', () => {
    for (const markers of Object.values(DEMO_MARKERS) as TitleMarkers[]) {
      expect(titleMarkersSchema.safeParse(markers).success).toBe(true);
      expect(markers.intro!.start).toBe(0);
      expect(markers.intro!.end - markers.intro!.start).toBeGreaterThanOrEqual(
        SKIP_MARKER_MIN_SECONDS,
      );
      for (const span of [markers.recap, markers.credits].filter(Boolean)) {
        expect(span!.end).toBeLessThanOrEqual(DEMO_CLIP_SECONDS);
      }
    }
    expect(DEMO_MARKERS.film.credits.end).toBe(DEMO_CLIP_SECONDS);
  });

  it("give every episode its show's intro and credits, and a recap after a season's first", async () => {
    const episodes = await markersOf(1);
    expect(episodes.length).toBeGreaterThan(4);
    for (const episode of episodes) {
      expect(episode.markers).toEqual(
        episode.number === 1 ? DEMO_MARKERS.firstEpisode : DEMO_MARKERS.laterEpisode,
      );
    }
    const showRows = await database.db.select({ markers: shows.markers }).from(shows);
    expect(showRows.map((row) => row.markers)).toEqual(showRows.map(() => DEMO_MARKERS.show));
  });

  it('give every fourth film markers, and leave the others without', async () => {
    const films = await markersOf(0);
    expect(films.map((film) => Object.keys(film.markers).length > 0)).toEqual(
      films.map((_, index) => (index + 1) % 4 === 0),
    );
    expect(films[3]!.markers).toEqual(DEMO_MARKERS.film);
  });

  it("leave the demo subscriber's continue-watching titles unfinished", async () => {
    const positions = await database.db
      .select({ stopped: watchProgress.stoppedTime, markers: vods.markers })
      .from(watchProgress)
      .innerJoin(vods, eq(vods.id, watchProgress.vodId));
    expect(positions.length).toBeGreaterThan(0);
    for (const { stopped, markers } of positions) {
      expect(stopped).toBeLessThan(markers.credits?.start ?? Infinity);
    }
  });

  it('are filled in at start for a database seeded without them, once, and never over an own one', async () => {
    const own = { intro: { start: 2, end: 9 } };
    const [episode] = await markersOf(1);
    await database.db.update(vods).set({ markers: own }).where(eq(vods.id, episode!.id));
    await database.db
      .update(vods)
      .set({ markers: {} })
      .where(sql`${vods.id} <> ${episode!.id}`);
    await database.db.update(shows).set({ markers: {} });
    expect(await seedDemoData(database.db, { films: 30, shows: 2, now })).toBe(true);
    const episodes = await markersOf(1);
    expect(episodes[0]!.markers).toEqual(own);
    expect(episodes[1]!.markers).not.toEqual({});
    expect((await markersOf(0))[3]!.markers).toEqual(DEMO_MARKERS.film);
    expect(await seedDemoData(database.db, { films: 30, shows: 2, now })).toBe(false);
  });
});
