import type { Named, TvShow, VodItem } from '@marquee/contract';
import { isWithinMaturity } from '../../../db/maturity.js';
import type { Entitlements } from '../../accounts/account/index.js';
import type { CatalogueRepository, VodRow } from './catalogue-repository.js';
import { presentShow } from './show-presenter.js';
import type { ShowRepository, ShowRow } from './show-repository.js';
import { groupBy, presentVod, type PresentOptions } from './vod-presenter.js';

const LIST_ITEM: PresentOptions = { withRate: false, wholeGallery: false };

/** Groups relation rows by their owner's id, dropping the owner column. */
function byOwner<K extends string, T extends Record<K, number>>(rows: T[], key: K) {
  return new Map(
    [...groupBy(rows, (row) => row[key])].map(([id, list]) => [
      id,
      list.map(({ [key]: _, ...rest }) => rest),
    ]),
  );
}

/** The rows a kids profile's ceiling lets through; all of them without one. */
const within = <R extends { parentalCode: string | null }>(rows: R[], ceiling: string | null) =>
  ceiling === null ? rows : rows.filter((row) => isWithinMaturity(row.parentalCode, ceiling));

/**
 * Presents movies, episodes and shows with their relations, for lists that pick titles by id
 * (curated lists, trending, continue watching) rather than by filter. Those lists pick within a
 * kids profile's ceiling (titleWithin); a title above it that an id still names is left out
 * here too.
 */
export function createTitleLoader(catalogue: CatalogueRepository, showsRepo: ShowRepository) {
  async function presentVods(rows: VodRow[], entitlements: Entitlements): Promise<VodItem[]> {
    const ids = rows.map((row) => row.id);
    const seasonIds = [...new Set(rows.flatMap((row) => (row.seasonId ? [row.seasonId] : [])))];
    const [genres, showTypes, profiles, subtitles, seasons] = await Promise.all([
      catalogue.genresOf(ids),
      catalogue.showTypesOf(ids),
      catalogue.profilesOf(ids),
      catalogue.subtitlesOf(ids),
      catalogue.seasonsOf(seasonIds),
    ]);
    const relations = {
      genres: byOwner(genres, 'vodId') as Map<number, Named[]>,
      showTypes: byOwner(showTypes, 'vodId') as Map<number, Named[]>,
      profiles: groupBy(profiles, (row) => row.vodId),
      subtitles: groupBy(subtitles, (row) => row.vodId),
      seasons: new Map(seasons.map((season) => [season.id, season.name])),
    };
    return rows.map((row) => presentVod(row, relations, entitlements, LIST_ITEM));
  }

  async function presentShows(rows: ShowRow[]): Promise<TvShow[]> {
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
    return rows.map((row) => presentShow(row, relations, LIST_ITEM));
  }

  return {
    /**
     * Movies and episodes of these ids, in the order given; unknown ids, and titles above a
     * kids profile's `ceiling`, are left out.
     */
    async vods(
      ids: number[],
      entitlements: Entitlements,
      ceiling: string | null,
    ): Promise<VodItem[]> {
      return presentVods(within(await catalogue.vodsByIds(ids), ceiling), entitlements);
    },

    /** TV shows of these ids, in the order given, as `vods` leaves titles out. */
    async shows(ids: number[], ceiling: string | null): Promise<TvShow[]> {
      return presentShows(within(await showsRepo.showsByIds(ids), ceiling));
    },
  };
}

export type TitleLoader = ReturnType<typeof createTitleLoader>;
