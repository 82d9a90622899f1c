import type {
  List,
  Named,
  TvShow,
  VodItem,
  tvShowListQuerySchema,
  vodListQuerySchema,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Entitlements } from '../account/entitlements.js';
import type { CatalogueRepository, VodFilter, VodRow, VodSort } from './catalogue-repository.js';
import { presentShow } from './show-presenter.js';
import type { ShowRepository } from './show-repository.js';
import { groupBy, presentVod } from './vod-presenter.js';

export const DEFAULT_PAGE_SIZE = 24;
export const DEFAULT_SIMILAR_LIMIT = 12;

/** Groups relation rows by their owner's id, dropping the owner column. */
function byOwner<K extends string, T extends Record<K, number>>(rows: T[], key: K) {
  return new Map(
    [...groupBy(rows, (row) => row[key])].map(([id, list]) => [
      id,
      list.map(({ [key]: _, ...rest }) => rest),
    ]),
  );
}

function pager(page: number, limit: number, total: number) {
  return { page, pageCount: Math.ceil(total / limit), count: total };
}

/** Lists and single titles of the catalogue. */
export function createCatalogueService(catalogue: CatalogueRepository, showsRepo: ShowRepository) {
  /** Movies and episodes with their genres, show types, profiles and season names. */
  async function presentVods(
    rows: VodRow[],
    entitlements: Entitlements,
    withRate: boolean,
  ): Promise<VodItem[]> {
    const ids = rows.map((row) => row.id);
    const seasonIds = [...new Set(rows.flatMap((row) => (row.seasonId ? [row.seasonId] : [])))];
    const [genres, showTypes, profiles, seasons] = await Promise.all([
      catalogue.genresOf(ids),
      catalogue.showTypesOf(ids),
      catalogue.profilesOf(ids),
      catalogue.seasonsOf(seasonIds),
    ]);
    const relations = {
      genres: byOwner(genres, 'vodId') as Map<number, Named[]>,
      showTypes: byOwner(showTypes, 'vodId') as Map<number, Named[]>,
      profiles: groupBy(profiles, (row) => row.vodId),
      seasons: new Map(seasons.map((season) => [season.id, season.name])),
    };
    return rows.map((row) => presentVod(row, relations, entitlements, { withRate }));
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
      const { rows, total } = await catalogue.listVods(filter, sort, page, limit);
      const items = await presentVods(rows, entitlements, query.config?.enable_rate ?? false);
      return { items, pager: pager(page, limit, total) };
    },

    async listShows(query: z.output<typeof tvShowListQuerySchema>): Promise<List<TvShow>> {
      const page = query.page ?? 1;
      const limit = query.limit ?? DEFAULT_PAGE_SIZE;
      const f = query.filter ?? {};
      const { rows, total } = await showsRepo.listShows(
        { id: f.id, title: f.title, genreIds: f.genre_id, showTypeIds: f.show_type_id },
        query.sort ?? {},
        page,
        limit,
      );
      const ids = rows.map((row) => row.id);
      const [genres, showTypes, seasons] = await Promise.all([
        showsRepo.genresOf(ids),
        showsRepo.showTypesOf(ids),
        showsRepo.seasonsOf(ids),
      ]);
      const relations = {
        genres: byOwner(genres, 'showId') as Map<number, Named[]>,
        showTypes: byOwner(showTypes, 'showId') as Map<number, Named[]>,
        seasons: byOwner(seasons, 'showId'),
      };
      const withRate = query.config?.enable_rate ?? false;
      return {
        items: rows.map((row) => presentShow(row, relations, { withRate })),
        pager: pager(page, limit, total),
      };
    },

    genres: () => catalogue.allGenres(),
    showTypes: () => catalogue.allShowTypes(),

    /** Films like the given title; an unknown id has no similar films. */
    async similar(
      vodId: number,
      limit: number | undefined,
      entitlements: Entitlements,
    ): Promise<List<VodItem>> {
      const size = limit ?? DEFAULT_SIMILAR_LIMIT;
      const rows = await catalogue.vodsByIds(await catalogue.similarFilmIds(vodId, size));
      const items = await presentVods(rows, entitlements, false);
      return { items, pager: pager(1, size, items.length) };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
