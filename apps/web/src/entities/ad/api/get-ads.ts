import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type AdBanner, type BoxPosition } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { useModules } from '@/entities/configuration/ui/use-modules';

export const adsKeys = {
  all: ['ads'] as const,
  position: (position: BoxPosition) => [...adsKeys.all, position] as const,
};

/** Image banners for one box position (catalogue §7); a failure reads as no banner. */
export async function getAds(position: BoxPosition, signal?: AbortSignal): Promise<AdBanner[]> {
  try {
    return await apiRequest(api.ads.list, {
      query: { filter: { box_position: position, ads_type: 'image' } },
      signal,
    });
  } catch {
    return [];
  }
}

export const adsQueryOptions = (position: BoxPosition) =>
  queryOptions({
    queryKey: adsKeys.position(position),
    queryFn: ({ signal }) => getAds(position, signal),
    staleTime: 5 * 60_000,
  });

/** The banners of a position, only while the advertisements module is on. */
export function useAds(position: BoxPosition) {
  const { advertisements } = useModules();
  return useQuery({ ...adsQueryOptions(position), enabled: advertisements });
}
