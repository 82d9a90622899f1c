import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Programme } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import type { GuideWindow } from '../model/guide-window';
import { programmeKeys } from './programme-keys';

/** `/epgs/list`: one channel's programmes that overlap a window, in start order. */
export async function getGuide(
  channelId: number,
  window: GuideWindow,
  signal?: AbortSignal,
): Promise<Programme[]> {
  const programmes = await apiRequest(api.live.guide, {
    query: { filter: { channel_id: channelId, start: window.start, end: window.end } },
    signal,
  });
  return [...programmes].sort((a, b) => a.start_timestamp - b.start_timestamp);
}

export const guideQueryOptions = (channelId: number, window: GuideWindow) =>
  queryOptions({
    queryKey: programmeKeys.guide(channelId, window),
    queryFn: ({ signal }) => getGuide(channelId, window, signal),
    // The guide changes when it is imported again, not by the minute.
    staleTime: 10 * 60_000,
  });

/** A channel's programmes in a window; disabled without a channel. */
export function useGuide(channelId: number | null, window: GuideWindow) {
  return useQuery({ ...guideQueryOptions(channelId ?? 0, window), enabled: channelId !== null });
}
