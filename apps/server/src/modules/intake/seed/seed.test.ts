import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxPositions } from '@marquee/contract';
import type { Database } from '../../../db/client.js';
import * as schema from '../../../db/schema.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { importCatalogue } from '../catalogue-import/import-catalogue.js';
import { GENRE_NAMES, SHOW_TYPE_NAMES } from './demo-catalogue.js';
import { DEMO_CLIP_SECONDS } from './demo-curation.js';
import { DEMO_ACCOUNT, seedDemoData } from './seed.js';

const {
  accounts,
  adBanners,
  curatedListEntries,
  genres,
  highlightedSlides,
  profiles,
  seasons,
  showShowTypes,
  showTypes,
  shows,
  staticPages,
  vodProfiles,
  vods,
  watchProgress,
} = schema;

// One clock for every run: the guide is kept around `now` at each start, so a later clock may
// rightly add the next programme (extend-demo-guide.test.ts covers that).
const now = new Date();
let database: Database;
let seededFirst: boolean;
let seededAgain: boolean;
let countsAfterFirst: Record<string, number>;
beforeAll(async () => {
  database = await createTestDatabase();
  seededFirst = await seedDemoData(database.db, { now });
  countsAfterFirst = await tableCounts();
  seededAgain = await seedDemoData(database.db, { now });
});
afterAll(() => database.close());

/** Rows in every table of the schema, by table. */
async function tableCounts(db = database.db): Promise<Record<string, number>> {
  const tables = Object.entries(schema).filter(
    (entry): entry is [string, typeof accounts] =>
      typeof entry[1] === 'object' && entry[1] !== null && 'getSQL' in entry[1],
  );
  const entries = await Promise.all(
    tables.map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('the demo seed', () => {
  it('seeds an empty database once; running it again changes nothing', async () => {
    expect(seededFirst).toBe(true);
    expect(seededAgain).toBe(false);
    expect(Object.keys(countsAfterFirst).length).toBeGreaterThan(20);
    expect(await tableCounts()).toEqual(countsAfterFirst);
  });

  it('puts back a part that is missing and leaves the others as they are', async () => {
    await database.db.delete(staticPages);
    expect(await seedDemoData(database.db, { now })).toBe(true);
    expect(await tableCounts()).toEqual(countsAfterFirst);
  });

  it('has 240 films and at least 12 series with seasons of episodes', async () => {
    const [films] = await database.db.select({ value: count() }).from(vods).where(eq(vods.type, 0));
    expect(films!.value).toBe(240);
    const series = await database.db
      .select({ id: shows.id })
      .from(shows)
      .innerJoin(showShowTypes, eq(showShowTypes.showId, shows.id))
      .innerJoin(showTypes, eq(showTypes.id, showShowTypes.showTypeId))
      .where(eq(showTypes.name, 'Series'));
    expect(series.length).toBeGreaterThanOrEqual(12);
    const seasonRows = await database.db.select().from(seasons);
    const episodes = await database.db
      .select({ seasonId: vods.seasonId })
      .from(vods)
      .where(eq(vods.type, 1));
    const seasonsWithEpisodes = new Set(episodes.map((row) => row.seasonId));
    for (const { id } of series) {
      const own = seasonRows.filter((season) => season.showId === id);
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((season) => seasonsWithEpisodes.has(season.id))).toBe(true);
    }
  });

  it('has home slides of films, a show and an episode, and one incomplete slide', async () => {
    const slides = await database.db.select().from(highlightedSlides);
    const complete = slides.filter((slide) => slide.modelId > 0);
    expect(complete.length).toBeGreaterThanOrEqual(6);
    expect(new Set(complete.map((slide) => slide.modelType))).toEqual(new Set([0, 1, 2]));
    expect(slides.filter((slide) => slide.modelId === 0 && slide.image === null)).toHaveLength(1);
  });

  it('has recommended and trending lists of films and shows', async () => {
    const entries = await database.db.select().from(curatedListEntries);
    const size = (key: string, kind: number) =>
      entries.filter((entry) => entry.listKey === key && entry.titleKind === kind).length;
    expect(size('recommended', 0)).toBeGreaterThanOrEqual(10);
    expect(size('recommended', 2)).toBe(10);
    expect(size('trending', 0)).toBeGreaterThan(0);
    expect(size('trending', 2)).toBeGreaterThan(0);
  });

  it('has an active banner for every box position, pointing inside the app', async () => {
    const banners = await database.db.select().from(adBanners);
    for (const box of boxPositions) {
      expect(banners.some((banner) => banner.boxPosition === box && banner.active)).toBe(true);
    }
    const targets = banners.flatMap((banner) => (banner.targetUrl ? [banner.targetUrl] : []));
    expect(targets.every((target) => /^\/[a-z-]+(\/[a-z0-9-]+)*$/.test(target))).toBe(true);
    expect(targets).toContain('/page/help');
    expect(targets.some((target) => /^\/movies\/\d+$/.test(target))).toBe(true);
  });

  it('has titles behind the parental PIN and titles marked for censorship, shows among them', async () => {
    const films = await database.db.select().from(vods).where(eq(vods.type, 0));
    const allShows = await database.db.select().from(shows);
    expect(films.filter((film) => film.requirePin).length).toBeGreaterThanOrEqual(3);
    expect(films.filter((film) => film.censorshipAllowed).length).toBeGreaterThanOrEqual(3);
    expect(allShows.some((show) => show.requirePin)).toBe(true);
    expect(allShows.some((show) => show.censorshipAllowed)).toBe(true);
  });

  it('has films in several qualities, included or for rent or sale with prices', async () => {
    const films = new Set(
      (await database.db.select({ id: vods.id }).from(vods).where(eq(vods.type, 0))).map(
        (row) => row.id,
      ),
    );
    const byFilm = new Map<number, (typeof vodProfiles.$inferSelect)[]>();
    for (const profile of await database.db.select().from(vodProfiles)) {
      if (profile.vodId !== null && films.has(profile.vodId))
        byFilm.set(profile.vodId, [...(byFilm.get(profile.vodId) ?? []), profile]);
    }
    const lists = [...byFilm.values()];
    const names = (list: (typeof vodProfiles.$inferSelect)[]) => list.map((p) => p.name).join(',');
    expect(lists.some((list) => names(list) === 'SD,HD')).toBe(true);
    for (const model of ['tvod', 'tvod_dtr']) {
      const paid = lists.flat().filter((profile) => profile.businessModel === model);
      expect(paid.length).toBeGreaterThan(0);
      expect(paid.every((profile) => profile.pricing.length > 0)).toBe(true);
    }
    expect(lists.some((list) => list.every((profile) => profile.businessModel !== 'svod'))).toBe(
      true,
    );
  });

  it('has four unfinished films and episodes for the demo subscriber to continue, inside the demo clip', async () => {
    const [demo] = await database.db
      .select({ profileId: profiles.id })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(and(eq(accounts.email, DEMO_ACCOUNT.email), eq(profiles.isDefault, true)));
    const rows = await database.db
      .select({
        type: vods.type,
        stopped: watchProgress.stoppedTime,
        duration: watchProgress.duration,
      })
      .from(watchProgress)
      .innerJoin(vods, eq(vods.id, watchProgress.vodId))
      .where(eq(watchProgress.profileId, demo!.profileId));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([0, 1]));
    expect(rows.every((row) => row.stopped > 0 && row.stopped < row.duration * 0.95)).toBe(true);
    // Every title plays the 30 s demo clip: Resume must land inside it, from 10 s (access §9).
    expect(rows.every((row) => row.duration === DEMO_CLIP_SECONDS)).toBe(true);
    expect(rows.map((row) => row.stopped).sort((a, b) => a - b)).toEqual([11, 13, 19, 24]);
  });

  it('gives the demo subscriber a household of three: the default with the PIN, a PG kids profile and Sam', async () => {
    const household = await database.db
      .select({
        name: profiles.name,
        isDefault: profiles.isDefault,
        locked: sql<boolean>`${profiles.pinHash} is not null`,
        isKids: profiles.isKids,
        ceiling: profiles.maturityCeiling,
      })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.accountId))
      .where(eq(accounts.email, DEMO_ACCOUNT.email))
      .orderBy(asc(profiles.id));
    expect(household).toEqual([
      { name: 'Demo', isDefault: true, locked: true, isKids: false, ceiling: null },
      { name: 'Kids', isDefault: false, locked: false, isKids: true, ceiling: 'PG' },
      { name: 'Sam', isDefault: false, locked: false, isKids: false, ceiling: null },
    ]);
  });

  it('has the static pages', async () => {
    const pages = await database.db.select({ slug: staticPages.slug }).from(staticPages);
    expect(pages.map((page) => page.slug).sort()).toEqual([
      'about',
      'help',
      'privacy-policy',
      'terms-of-use',
    ]);
  });
});

describe('the demo seed after a catalogue import', () => {
  // Genres the demo has too, one of them in another case, and one it has not.
  const fewFilms = [
    { title: 'Coração Selvagem', year: 1990, genres: ['Drama', 'Romance'] },
    { title: 'Night Shift', year: 1982, genres: ['comedy'] },
    { title: 'The Long Goodbye', year: 1973, genres: ['Noir', 'Crime'] },
  ];
  const small = { films: 30, shows: 2, now };

  it('fills in every part the import did not write, and a second run changes nothing', async () => {
    const imported = await createTestDatabase();
    try {
      const { db } = imported;
      const report = await importCatalogue(db, [
        { name: 'few.json', text: JSON.stringify(fewFilms) },
      ]);
      expect(report.imported).toBe(3);

      expect(await seedDemoData(db, small)).toBe(true);
      const counts = await tableCounts(db);
      expect(counts.accounts).toBe(2);
      expect(counts.staticPages).toBe(4);
      expect(counts.showTypes).toBe(SHOW_TYPE_NAMES.length);
      // The demo's genres match the imported ones whatever their case; Noir is the import's own.
      const genreNames = (await db.select({ name: genres.name }).from(genres)).map((row) =>
        row.name.toLowerCase(),
      );
      expect(genreNames.sort()).toEqual(
        [...GENRE_NAMES.map((name) => name.toLowerCase()), 'noir'].sort(),
      );
      const films = await db.select({ title: vods.title }).from(vods).where(eq(vods.type, 0));
      expect(films).toHaveLength(fewFilms.length + small.films);
      expect(films.map((film) => film.title)).toEqual(
        expect.arrayContaining(fewFilms.map((film) => film.title)),
      );
      expect(counts.shows).toBe(small.shows);

      expect(await seedDemoData(db, small)).toBe(false);
      expect(await tableCounts(db)).toEqual(counts);
    } finally {
      await imported.close();
    }
  });
});
