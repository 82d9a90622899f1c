import type {
  List,
  TvShow,
  VodItem,
  tvShowListQuerySchema,
  vodListQuerySchema,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Entitlements } from '../account/entitlements.js';
import type { CatalogueRepository, VodFilter, VodSort } from './catalogue-repository.js';
import { pager } from './pager.js';
import { presentShow } from './show-presenter.js';
import type { ShowRepository } from './show-repository.js';
import { createTitleSnapshots, type VodSnapshot } from './title-snapshots.js';
import { presentVod, type PresentOptions } from './vod-presenter.js';

export const DEFAULT_PAGE_SIZE = 24;
export const DEFAULT_SIMILAR_LIMIT = 12;

/** A call about one title (`filter[id]`) gets its whole gallery; `config[enable_rate]` its rate. */
function presentOptions(query: {
  filter?: { id?: number };
  config?: { enable_rate?: boolean };
}): PresentOptions {
  return {
    withRate: query.config?.enable_rate ?? false,
    wholeGallery: query.filter?.id !== undefined,
  };
}

/**
 * Lists and single titles of the catalogue. Which titles a list holds, and in what order, comes
 * from the in-memory title snapshots (title-snapshots.ts), and so do the rows of recent pages.
 */
export function createCatalogueService(catalogue: CatalogueRepository, showsRepo: ShowRepository) {
  const snapshots = createTitleSnapshots(catalogue, showsRepo);

  /** Movies and episodes of these ids, in that order, with their relations, profiles and subtitles. */
  async function presentVods(
    snapshot: VodSnapshot,
    ids: number[],
    entitlements: Entitlements,
    options: PresentOptions,
  ): Promise<VodItem[]> {
    const pageRows = await snapshot.rows.get(ids);
    const relations = {
      ...snapshot.relations,
      profiles: new Map(pageRows.map(({ row, profiles }) => [row.id, profiles])),
      subtitles: new Map(pageRows.map(({ row, subtitles }) => [row.id, subtitles])),
    };
    return pageRows.map(({ row }) => presentVod(row, relations, entitlements, options));
  }

  return {
    async listVods(
      query: z.output<typeof vodListQuerySchema>,
      entitlements: Entitlements,
    ): Promise<List<VodItem>> {
      const page = query.page ?? 1;
      const limit = query.limit ?? DEFAULT_PAGE_SIZE;
      const f = query.filter ?? {};
      const filter: VodFilter = {
        id: f.id,
        type: f.type,
        title: f.title,
        genreIds: f.genre_id,
        showTypeIds: f.show_type_id,
        years: f.year,
        seasonId: f.multi_event_vod_season_id,
        episodeNumber: f.episode_number,
      };
      const sort: VodSort = query.sort ?? {};
      const snapshot = await snapshots.vods();
      const { ids, total } = snapshot.index.query(filter, sort, page, limit);
      const items = await presentVods(snapshot, ids, entitlements, presentOptions(query));
      return { items, pager: pager(page, limit, total) };
    },

    async listShows(query: z.output<typeof tvShowListQuerySchema>): Promise<List<TvShow>> {
      const page = query.page ?? 1;
      const limit = query.limit ?? DEFAULT_PAGE_SIZE;
      const f = query.filter ?? {};
      const snapshot = await snapshots.shows();
      const { ids, total } = snapshot.index.query(
        { id: f.id, title: f.title, genreIds: f.genre_id, showTypeIds: f.show_type_id },
        query.sort ?? {},
        page,
        limit,
      );
      const options = presentOptions(query);
      const rows = await snapshot.rows.get(ids);
      return {
        items: rows.map((row) => presentShow(row, snapshot.relations, options)),
        pager: pager(page, limit, total),
      };
    },

    /** Loads the catalogue into memory, so that the first calls are as fast as the rest. */
    warm: () => snapshots.warm(),

    genres: () => catalogue.allGenres(),
    showTypes: () => catalogue.allShowTypes(),

    /** Films like the given title; an unknown id has no similar films. */
    async similar(
      vodId: number,
      limit: number | undefined,
      entitlements: Entitlements,
    ): Promise<List<VodItem>> {
      const size = limit ?? DEFAULT_SIMILAR_LIMIT;
      const [snapshot, ids] = await Promise.all([
        snapshots.vods(),
        catalogue.similarFilmIds(vodId, size),
      ]);
      const items = await presentVods(snapshot, ids, entitlements, {
        withRate: false,
        wholeGallery: false,
      });
      return { items, pager: pager(1, size, items.length) };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
