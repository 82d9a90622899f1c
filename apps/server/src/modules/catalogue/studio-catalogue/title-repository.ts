import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { TitleMarkers } from '@marquee/contract';
import type { Db } from '../../../db/client.js';
import {
  genres,
  seasons,
  showGenres,
  showShowTypes,
  showTypes,
  shows,
  vodGenres,
  vodShowTypes,
  vods,
} from '../../../db/schema.js';
import { bumpCatalogueVersion } from '../catalogue/index.js';
import { markerEpisodes, shareShowMarkers, showMarkers } from './episode-markers.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NewVodRow = typeof vods.$inferInsert;
export type NewShowRow = typeof shows.$inferInsert;
export type NewSeasonRow = typeof seasons.$inferInsert;

/** A title's genre and show type ids. */
export interface Choices {
  genreIds: number[];
  showTypeIds: number[];
}

/**
 * The SQL of the studio's title editor. Every write runs in one transaction that bumps the
 * catalogue version, so every server rebuilds its snapshots and subscribers see the change.
 */
export function createTitleRepository(db: Db) {
  /** Runs `write` in a transaction that marks the catalogue changed. */
  const change = <T>(write: (tx: Tx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const result = await write(tx);
      await bumpCatalogueVersion(tx);
      return result;
    });

  async function setVodChoices(tx: Tx, vodId: number, choices: Choices) {
    await tx.delete(vodGenres).where(eq(vodGenres.vodId, vodId));
    await tx.delete(vodShowTypes).where(eq(vodShowTypes.vodId, vodId));
    if (choices.genreIds.length > 0)
      await tx.insert(vodGenres).values(choices.genreIds.map((genreId) => ({ vodId, genreId })));
    if (choices.showTypeIds.length > 0)
      await tx
        .insert(vodShowTypes)
        .values(choices.showTypeIds.map((showTypeId) => ({ vodId, showTypeId })));
  }

  async function setShowChoices(tx: Tx, showId: number, choices: Choices) {
    await tx.delete(showGenres).where(eq(showGenres.showId, showId));
    await tx.delete(showShowTypes).where(eq(showShowTypes.showId, showId));
    if (choices.genreIds.length > 0)
      await tx.insert(showGenres).values(choices.genreIds.map((genreId) => ({ showId, genreId })));
    if (choices.showTypeIds.length > 0)
      await tx
        .insert(showShowTypes)
        .values(choices.showTypeIds.map((showTypeId) => ({ showId, showTypeId })));
  }

  return {
    change,

    async choices() {
      const [genreRows, typeRows] = await Promise.all([
        db.select().from(genres).orderBy(asc(genres.name)),
        db.select().from(showTypes).orderBy(asc(showTypes.name)),
      ]);
      return { genres: genreRows, showTypes: typeRows };
    },

    /** Which of these genre and show type ids exist. */
    async knownChoices(choices: Choices): Promise<Choices> {
      const [genreRows, typeRows] = await Promise.all([
        choices.genreIds.length === 0
          ? []
          : db.select({ id: genres.id }).from(genres).where(inArray(genres.id, choices.genreIds)),
        choices.showTypeIds.length === 0
          ? []
          : db
              .select({ id: showTypes.id })
              .from(showTypes)
              .where(inArray(showTypes.id, choices.showTypeIds)),
      ]);
      return { genreIds: genreRows.map((r) => r.id), showTypeIds: typeRows.map((r) => r.id) };
    },

    /** The genre of this name, made when there is none (any case). */
    async addGenre(name: string): Promise<void> {
      await change(async (tx) => {
        const [found] = await tx
          .select({ id: genres.id })
          .from(genres)
          .where(sql`lower(${genres.name}) = lower(${name})`);
        if (!found) await tx.insert(genres).values({ name });
      });
    },

    async vod(id: number) {
      const [row] = await db.select().from(vods).where(eq(vods.id, id));
      if (!row) return undefined;
      const [genreRows, typeRows] = await Promise.all([
        db
          .select({ id: genres.id, name: genres.name })
          .from(vodGenres)
          .innerJoin(genres, eq(genres.id, vodGenres.genreId))
          .where(eq(vodGenres.vodId, id))
          .orderBy(asc(genres.name)),
        db
          .select({ id: showTypes.id, name: showTypes.name })
          .from(vodShowTypes)
          .innerJoin(showTypes, eq(showTypes.id, vodShowTypes.showTypeId))
          .where(eq(vodShowTypes.vodId, id))
          .orderBy(asc(showTypes.name)),
      ]);
      return { row, genres: genreRows, showTypes: typeRows };
    },

    insertVod: (row: NewVodRow, choices: Choices) =>
      change(async (tx) => {
        const [made] = await tx.insert(vods).values(row).returning({ id: vods.id });
        await setVodChoices(tx, made!.id, choices);
        return made!.id;
      }),

    /** Changes a film's or episode's fields; says whether there was such a title. */
    updateVod: (id: number, fields: Partial<NewVodRow>, choices: Choices) =>
      change(async (tx) => {
        const changed = await tx
          .update(vods)
          .set(fields)
          .where(eq(vods.id, id))
          .returning({ id: vods.id });
        if (changed.length === 0) return false;
        await setVodChoices(tx, id, choices);
        return true;
      }),

    deleteVod: (id: number) =>
      change(async (tx) => {
        const removed = await tx.delete(vods).where(eq(vods.id, id)).returning({ id: vods.id });
        return removed.length > 0;
      }),

    async show(id: number) {
      const [row] = await db.select().from(shows).where(eq(shows.id, id));
      if (!row) return undefined;
      const [genreRows, typeRows, seasonRows] = await Promise.all([
        db
          .select({ id: genres.id, name: genres.name })
          .from(showGenres)
          .innerJoin(genres, eq(genres.id, showGenres.genreId))
          .where(eq(showGenres.showId, id))
          .orderBy(asc(genres.name)),
        db
          .select({ id: showTypes.id, name: showTypes.name })
          .from(showShowTypes)
          .innerJoin(showTypes, eq(showTypes.id, showShowTypes.showTypeId))
          .where(eq(showShowTypes.showId, id))
          .orderBy(asc(showTypes.name)),
        this.seasonsOf(id),
      ]);
      return { row, genres: genreRows, showTypes: typeRows, seasons: seasonRows };
    },

    insertShow: (row: NewShowRow, choices: Choices) =>
      change(async (tx) => {
        const [made] = await tx.insert(shows).values(row).returning({ id: shows.id });
        await setShowChoices(tx, made!.id, choices);
        return made!.id;
      }),

    /**
     * Changes a show's fields; a change of its intro or recap reaches the episodes that share
     * it (episode-markers.ts). Says whether there was such a show.
     */
    updateShow: (id: number, fields: Partial<NewShowRow>, choices: Choices) =>
      change(async (tx) => {
        const before = await showMarkers(tx, id);
        const changed = await tx
          .update(shows)
          .set(fields)
          .where(eq(shows.id, id))
          .returning({ id: shows.id });
        if (changed.length === 0) return false;
        await setShowChoices(tx, id, choices);
        if (fields.markers) await shareShowMarkers(tx, id, before, fields.markers);
        return true;
      }),

    /** A show's markers: its episodes' default intro and recap. */
    showMarkers: (showId: number) => showMarkers(db, showId),

    /** How many episodes a show has, and how many share its intro, and its recap. */
    markerEpisodes: (showId: number, markers: TitleMarkers) => markerEpisodes(db, showId, markers),

    deleteShow: (id: number) =>
      change(async (tx) => {
        const removed = await tx.delete(shows).where(eq(shows.id, id)).returning({ id: shows.id });
        return removed.length > 0;
      }),

    /** A show's seasons in order, with how many episodes each has. */
    async seasonsOf(showId: number) {
      return db
        .select({
          id: seasons.id,
          showId: seasons.showId,
          number: seasons.number,
          name: seasons.name,
          year: seasons.year,
          episodeCount: count(vods.id),
        })
        .from(seasons)
        .leftJoin(vods, eq(vods.seasonId, seasons.id))
        .where(eq(seasons.showId, showId))
        .groupBy(seasons.id)
        .orderBy(asc(seasons.number));
    },

    async season(id: number) {
      const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
      return row;
    },

    /** Whether another season of the show has this number. */
    async seasonNumberTaken(showId: number, number: number, except?: number) {
      const rows = await db
        .select({ id: seasons.id })
        .from(seasons)
        .where(and(eq(seasons.showId, showId), eq(seasons.number, number)));
      return rows.some((row) => row.id !== except);
    },

    insertSeason: (row: NewSeasonRow) =>
      change(async (tx) => {
        const [made] = await tx.insert(seasons).values(row).returning({ id: seasons.id });
        return made!.id;
      }),

    updateSeason: (id: number, fields: Partial<NewSeasonRow>) =>
      change(async (tx) => {
        const changed = await tx
          .update(seasons)
          .set(fields)
          .where(eq(seasons.id, id))
          .returning({ id: seasons.id });
        return changed.length > 0;
      }),

    deleteSeason: (id: number) =>
      change(async (tx) => {
        const removed = await tx
          .delete(seasons)
          .where(eq(seasons.id, id))
          .returning({ id: seasons.id });
        return removed.length > 0;
      }),

    /** A season's episodes by number. */
    episodesOf: (seasonId: number) =>
      db
        .select()
        .from(vods)
        .where(eq(vods.seasonId, seasonId))
        .orderBy(asc(vods.episodeNumber), asc(vods.id)),
  };
}

export type TitleRepository = ReturnType<typeof createTitleRepository>;
