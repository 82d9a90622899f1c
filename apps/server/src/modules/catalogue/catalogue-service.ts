import type { List, VodItem, VodListQuery } from '@marquee/contract';
import type { vodListQuerySchema } from '@marquee/contract';
import type { z } from 'zod';
import type { CatalogueRepository, VodFilter, VodSort } from './catalogue-repository.js';
import type { Entitlements } from '../account/entitlements.js';
import { groupBy, presentVod } from './vod-presenter.js';

export const DEFAULT_PAGE_SIZE = 24;

/** Lists and single titles of the catalogue. */
export function createCatalogueService(catalogue: CatalogueRepository) {
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
      const ids = rows.map((row) => row.id);
      const seasonIds = [...new Set(rows.flatMap((row) => (row.seasonId ? [row.seasonId] : [])))];
      const [genres, showTypes, profiles, seasons] = await Promise.all([
        catalogue.genresOf(ids),
        catalogue.showTypesOf(ids),
        catalogue.profilesOf(ids),
        catalogue.seasonsOf(seasonIds),
      ]);
      const strip = <T extends { vodId: number }>({ vodId: _, ...rest }: T) => rest;
      const relations = {
        genres: new Map(
          [...groupBy(genres, (row) => row.vodId)].map(([id, list]) => [id, list.map(strip)]),
        ),
        showTypes: new Map(
          [...groupBy(showTypes, (row) => row.vodId)].map(([id, list]) => [id, list.map(strip)]),
        ),
        profiles: groupBy(profiles, (row) => row.vodId),
        seasons: new Map(seasons.map((season) => [season.id, season.name])),
      };
      const withRate = query.config?.enable_rate ?? false;
      return {
        items: rows.map((row) => presentVod(row, relations, entitlements, { withRate })),
        pager: { page, pageCount: Math.ceil(total / limit), count: total },
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
export type { VodListQuery };
