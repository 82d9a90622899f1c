import {
  ItemType,
  type CatalogueItem,
  type HighlightedContentItem,
  type List,
  type TvShow,
  type VodItem,
  type pagedQuerySchema,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Entitlements } from '../../accounts/account/index.js';
import { pager } from '../catalogue/index.js';
import type { TitleLoader } from '../catalogue/index.js';
import type { PlayLog } from '../watching/index.js';
import type { Viewer, WatchingService } from '../watching/index.js';
import type { CurationRepository, SlideRow, SlideTitle } from './curation-repository.js';
import { presentSlide, presentSlideModel } from './slide-presenter.js';
import { rankByTaste, type TasteRepository } from './taste-repository.js';

export const HOME_PAGE_URL = '/home';
export const DEFAULT_RECOMMENDED_LIMIT = 10;
export const DEFAULT_TRENDING_LIMIT = 24;
/** A trending list holds at most this many titles, however it is paged. */
export const TRENDING_SIZE = 100;

type PagedQuery = z.output<typeof pagedQuerySchema>;

/** The page a slider asks for, without query, fragment or trailing slash; `/` is home. */
export function slidePageOf(url: string | undefined): string {
  const path = (url ?? HOME_PAGE_URL).split(/[?#]/)[0]!.replace(/\/+$/, '');
  return path === '' ? HOME_PAGE_URL : path;
}

/**
 * Trending order: the most played titles of the week, then the operator's trending list, then
 * the best rated, each title once, at most `size` of them.
 */
export function trendingOrder(
  played: number[],
  curated: number[],
  bestRated: number[],
  size: number,
) {
  return [...new Set([...played, ...curated, ...bestRated])].slice(0, size);
}

/**
 * Slides, recommendations and trending lists: what the operator curates, and its fallbacks. A
 * kids profile's ceiling (`Viewer.maturityCeiling`) leaves out every title and channel above it,
 * picked before paging, so pages and counts hold only what it may see.
 */
export function createCurationService(deps: {
  curation: CurationRepository;
  titles: TitleLoader;
  plays: PlayLog;
  watching: WatchingService;
  taste: TasteRepository;
}) {
  const { curation, titles, plays, watching, taste } = deps;

  /**
   * Looks up each slide's model; channels are not served yet, so their slides have none. For a
   * kids profile, `shown` says which slides point at something within its ceiling: a title or
   * channel above it, or one gone, cannot be told within it.
   */
  async function slideModels(slides: SlideRow[], ceiling: string | null) {
    const idsOf = (type: number) =>
      slides.filter((slide) => slide.modelType === type).map((slide) => slide.modelId);
    const [movies, episodes, shows, channels] = await Promise.all([
      curation.slideVods(ItemType.movie, idsOf(ItemType.movie), ceiling),
      curation.slideVods(ItemType.episode, idsOf(ItemType.episode), ceiling),
      curation.slideShows(idsOf(ItemType.show), ceiling),
      ceiling === null ? [] : curation.slideChannelIds(idsOf(ItemType.channel), ceiling),
    ]);
    const byId = (rows: SlideTitle[]) => new Map(rows.map((row) => [row.id, row]));
    const found = {
      [ItemType.movie]: byId(movies),
      [ItemType.episode]: byId(episodes),
      [ItemType.show]: byId(shows),
    } as Record<number, Map<number, SlideTitle> | undefined>;
    const channelsShown = new Set(channels);
    return {
      modelOf: (slide: SlideRow) => {
        const title = found[slide.modelType]?.get(slide.modelId);
        if (!title) return null;
        return presentSlideModel(slide.modelType === ItemType.show ? 'show' : 'vod', title);
      },
      shown: (slide: SlideRow) =>
        ceiling === null ||
        (slide.modelType === ItemType.channel
          ? channelsShown.has(slide.modelId)
          : found[slide.modelType]?.has(slide.modelId) === true),
    };
  }

  async function pageOfMovies(
    ids: number[],
    query: PagedQuery,
    viewer: Viewer,
    entitlements: Entitlements,
  ): Promise<List<VodItem>> {
    const { page, limit, slice } = pageOf(ids, query);
    const items = await titles.vods(slice, entitlements, viewer.maturityCeiling);
    return {
      items: await watching.fillItems(viewer, items),
      pager: pager(page, limit, ids.length),
    };
  }

  return {
    /**
     * The slides of a page in position order; the web app leaves out incomplete ones. A kids
     * profile gets only those whose title or channel is within its ceiling.
     */
    async highlighted(
      url: string | undefined,
      ceiling: string | null,
    ): Promise<HighlightedContentItem[]> {
      const slides = await curation.slidesOf(slidePageOf(url));
      const { modelOf, shown } = await slideModels(slides, ceiling);
      return slides.filter(shown).map((slide) => presentSlide(slide, modelOf(slide)));
    },

    /**
     * The operator's recommended shows (type 2) or movies (type 0, which the contract leaves as
     * the only other value); the best rated when the list is empty.
     */
    async recommended(
      type: number,
      limit: number | undefined,
      viewer: Viewer,
      entitlements: Entitlements,
    ): Promise<List<CatalogueItem>> {
      const size = limit ?? DEFAULT_RECOMMENDED_LIMIT;
      const ceiling = viewer.maturityCeiling;
      const load = (ids: number[]): Promise<CatalogueItem[]> =>
        type === ItemType.show
          ? titles.shows(ids, ceiling)
          : titles
              .vods(ids, entitlements, ceiling)
              .then((items) => watching.fillItems(viewer, items));
      // Each profile's own order of the picks (taste-repository.ts).
      const pick = async (ids: number[]) =>
        load(await rankByTaste(taste, viewer.profileId, type, ids));
      let items = await pick(await curation.listIds('recommended', type, size, ceiling));
      if (items.length === 0) {
        items = await pick(
          type === ItemType.show
            ? await curation.bestRatedShowIds(size, ceiling)
            : await curation.bestRatedVodIds(ItemType.movie, size, ceiling),
        );
      }
      return { items, pager: pager(1, size, items.length) };
    },

    async trendingMovies(
      query: PagedQuery,
      viewer: Viewer,
      entitlements: Entitlements,
    ): Promise<List<VodItem>> {
      const ceiling = viewer.maturityCeiling;
      const [played, curated, bestRated] = await Promise.all([
        plays.mostPlayedVodIds(ItemType.movie, TRENDING_SIZE, ceiling),
        curation.listIds('trending', ItemType.movie, TRENDING_SIZE, ceiling),
        curation.bestRatedVodIds(ItemType.movie, TRENDING_SIZE, ceiling),
      ]);
      const ids = trendingOrder(played, curated, bestRated, TRENDING_SIZE);
      return pageOfMovies(ids, query, viewer, entitlements);
    },

    async trendingShows(query: PagedQuery, ceiling: string | null): Promise<List<TvShow>> {
      const [played, curated, bestRated] = await Promise.all([
        plays.mostPlayedShowIds(TRENDING_SIZE, ceiling),
        curation.listIds('trending', ItemType.show, TRENDING_SIZE, ceiling),
        curation.bestRatedShowIds(TRENDING_SIZE, ceiling),
      ]);
      const ids = trendingOrder(played, curated, bestRated, TRENDING_SIZE);
      const { page, limit, slice } = pageOf(ids, query);
      return { items: await titles.shows(slice, ceiling), pager: pager(page, limit, ids.length) };
    },
  };
}

function pageOf(ids: number[], query: PagedQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_TRENDING_LIMIT;
  return { page, limit, slice: ids.slice((page - 1) * limit, page * limit) };
}

export type CurationService = ReturnType<typeof createCurationService>;
