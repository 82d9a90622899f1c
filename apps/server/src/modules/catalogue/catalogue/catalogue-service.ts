import type {
  List,
  TvShow,
  VodItem,
  tvShowListQuerySchema,
  vodListQuerySchema,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Entitlements } from '../../accounts/account/index.js';
import type { CatalogueRepository } from './catalogue-repository.js';
import { createListAnswers, type ListAnswer, type PagePick } from './list-answers.js';
import { pager } from './pager.js';
import { presentShow } from './show-presenter.js';
import type { ShowRepository } from './show-repository.js';
import type { ShowFilter, TitleFilter, TitleSort } from './title-filter.js';
import type { TitleIndex } from './title-index.js';
import type { VodSnapshot } from './snapshot-builder.js';
import { createTitleSnapshots, type SnapshotOptions } from './title-snapshots.js';
import { presentVod, type PresentOptions } from './vod-presenter.js';
import type { ListViewer } from './vod-template.js';

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

type VodListQuery = z.output<typeof vodListQuerySchema>;
type TvShowListQuery = z.output<typeof tvShowListQuerySchema>;

/**
 * A kids profile's ceiling as a filter's field: none for every other profile, whose filters,
 * and so whose answers' keys, stay as they were.
 */
const ceilingOf = (ceiling: string | null) =>
  ceiling === null ? {} : { maturityCeiling: ceiling };

/** The index's filter for a list query of films and episodes, for a profile's ceiling. */
function vodFilterOf(query: VodListQuery, ceiling: string | null): TitleFilter {
  const f = query.filter ?? {};
  return {
    ...ceilingOf(ceiling),
    id: f.id,
    type: f.type,
    title: f.title,
    genreIds: f.genre_id,
    showTypeIds: f.show_type_id,
    years: f.year,
    seasonId: f.multi_event_vod_season_id,
    episodeNumber: f.episode_number,
  };
}

/** The index's filter for a list query of TV shows, for a profile's ceiling. */
function showFilterOf(query: TvShowListQuery, ceiling: string | null): ShowFilter {
  const f = query.filter ?? {};
  return {
    ...ceilingOf(ceiling),
    id: f.id,
    title: f.title,
    genreIds: f.genre_id,
    showTypeIds: f.show_type_id,
  };
}

// The normalised query of each parsed query object: the route keeps parsed queries of recent
// URLs (route.ts, memoiseParsing), so a page asked again is not serialised again.
const normalisedQueries = new WeakMap<object, string>();

/**
 * A parsed query as text, and a kids profile's ceiling after it: equal texts are equal answers
 * (the key of its answers), so a kids page and an adult one never share a key.
 */
function normalised(query: object, ceiling: string | null): string {
  let text = normalisedQueries.get(query);
  if (text === undefined) {
    text = JSON.stringify(query);
    normalisedQueries.set(query, text);
  }
  return ceiling === null ? text : `${text}\nwithin ${ceiling}`;
}

/** The page a list query asks for: its titles' ids, in order, and its pager. */
function pickPage(
  index: TitleIndex,
  filter: TitleFilter,
  query: { page?: number; limit?: number; sort?: TitleSort },
): PagePick {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const { ids, total } = index.query(filter, query.sort ?? {}, page, limit);
  return { ids, pager: pager(page, limit, total) };
}

/**
 * Lists and single titles of the catalogue. Which titles a list holds, and in what order, comes
 * from the in-memory title snapshots (title-snapshots.ts), and so do the rows of recent pages.
 */
export function createCatalogueService(
  catalogue: CatalogueRepository,
  showsRepo: ShowRepository,
  options: SnapshotOptions = {},
) {
  const snapshots = createTitleSnapshots(catalogue, showsRepo, options);
  const answers = createListAnswers();

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
    /** A page of films and episodes; a kids profile's `ceiling` leaves out those above it. */
    async listVods(
      query: VodListQuery,
      entitlements: Entitlements,
      ceiling: string | null,
    ): Promise<List<VodItem>> {
      const snapshot = await snapshots.vods();
      const { ids, pager } = pickPage(snapshot.index, vodFilterOf(query, ceiling), query);
      const items = await presentVods(snapshot, ids, entitlements, presentOptions(query));
      return { items, pager };
    },

    async listShows(query: TvShowListQuery, ceiling: string | null): Promise<List<TvShow>> {
      const snapshot = await snapshots.shows();
      const { ids, pager } = pickPage(snapshot.index, showFilterOf(query, ceiling), query);
      const options = presentOptions(query);
      const rows = await snapshot.rows.get(ids);
      return { items: rows.map((row) => presentShow(row, snapshot.relations, options)), pager };
    },

    /**
     * The list that listVods gives, with the viewer's positions filled in (as watching's
     * fillList does), for the answer cache: its key and its JSON (list-answers.ts).
     */
    async vodListAnswer(
      query: VodListQuery,
      viewer: ListViewer,
      ceiling: string | null,
    ): Promise<ListAnswer> {
      const snapshot = await snapshots.vods();
      return answers.vods(
        snapshot,
        normalised(query, ceiling),
        () => pickPage(snapshot.index, vodFilterOf(query, ceiling), query),
        viewer,
        presentOptions(query),
      );
    },

    /** The list that listShows gives, for the answer cache. */
    async showListAnswer(query: TvShowListQuery, ceiling: string | null): Promise<ListAnswer> {
      const snapshot = await snapshots.shows();
      return answers.shows(
        snapshot,
        normalised(query, ceiling),
        () => pickPage(snapshot.index, showFilterOf(query, ceiling), query),
        presentOptions(query),
      );
    },

    /** Loads the catalogue into memory, so that the first calls are as fast as the rest. */
    warm: () => snapshots.warm(),

    genres: () => catalogue.allGenres(),
    showTypes: () => catalogue.allShowTypes(),

    /**
     * Films like the given title; an unknown id has no similar films, and neither has a title
     * above a kids profile's `ceiling`, which is not there for it.
     */
    async similar(
      vodId: number,
      limit: number | undefined,
      entitlements: Entitlements,
      ceiling: string | null,
    ): Promise<List<VodItem>> {
      const size = limit ?? DEFAULT_SIMILAR_LIMIT;
      const [snapshot, ids] = await Promise.all([
        snapshots.vods(),
        catalogue.similarFilmIds(vodId, size, ceiling),
      ]);
      const hidden =
        ceiling !== null &&
        snapshot.index.query({ id: vodId, maturityCeiling: ceiling }, {}, 1, 1).total === 0;
      if (hidden) return { items: [], pager: pager(1, size, 0) };
      const items = await presentVods(snapshot, ids, entitlements, {
        withRate: false,
        wholeGallery: false,
      });
      return { items, pager: pager(1, size, items.length) };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
