import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type BoxPosition, studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';
import type { SearchTitles } from '@/ui/use-title-search';

type TitleKind = 'films' | 'shows';

/** The ads pages' query keys: banner lists under one key, the campaigns under another. */
export const adsKeys = {
  all: ['studio', 'ads'] as const,
  banners: () => [...adsKeys.all, 'banners'] as const,
  bannerList: (box: BoxPosition | undefined, page: number) =>
    [...adsKeys.banners(), { box, page }] as const,
  campaigns: () => [...adsKeys.all, 'campaigns'] as const,
  titleSearch: (kind: TitleKind) => [...adsKeys.all, 'title-search', kind] as const,
};

/** A page of banners, of one box or all, with their impressions and clicks. */
export const bannersQuery = (box: BoxPosition | undefined, page: number) =>
  queryOptions({
    queryKey: adsKeys.bannerList(box, page),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.adBanners, {
        query: { ...(box ? { box_position: box } : {}), ...(page > 1 ? { page } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Every video campaign, newest first. */
export const campaignsQuery = () =>
  queryOptions({
    queryKey: adsKeys.campaigns(),
    queryFn: ({ signal }) => studioRequest(studioApi.videoCampaigns, { signal }),
  });

/** Films or shows whose titles match a text, as the catalogue searches them, for a picker. */
export const searchTitles =
  (kind: TitleKind): SearchTitles =>
  async (text, signal) => {
    const call = kind === 'films' ? studioApi.catalogueFilms : studioApi.catalogueShows;
    const { items } = await studioRequest(call, {
      query: { search: text, sort: 'title', limit: 10 },
      signal,
    });
    return items.map(({ id, title, year }) => ({ id, title, year }));
  };
