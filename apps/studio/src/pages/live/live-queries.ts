import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The Live pages' query keys: everything under one key, which every change reads again. */
export const liveKeys = {
  all: ['studio', 'live'] as const,
  overview: () => [...liveKeys.all, 'overview'] as const,
  channels: (q: string, categoryId: number | undefined, page: number) =>
    [...liveKeys.all, 'channels', { q, categoryId, page }] as const,
  channel: (id: number) => [...liveKeys.all, 'channel', id] as const,
  categories: () => [...liveKeys.all, 'categories'] as const,
  sources: () => [...liveKeys.all, 'sources'] as const,
  imports: (id: number) => [...liveKeys.all, 'imports', id] as const,
  guide: (all: boolean, page: number) => [...liveKeys.all, 'guide', { all, page }] as const,
  health: (problems: boolean, page: number) =>
    [...liveKeys.all, 'health', { problems, page }] as const,
};

export const liveOverviewQuery = () =>
  queryOptions({
    queryKey: liveKeys.overview(),
    queryFn: ({ signal }) => studioRequest(studioApi.liveOverview, { signal }),
  });

export const liveChannelsQuery = (q: string, categoryId: number | undefined, page: number) =>
  queryOptions({
    queryKey: liveKeys.channels(q, categoryId, page),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.liveChannels, {
        query: {
          ...(q ? { q } : {}),
          ...(categoryId ? { category_id: categoryId } : {}),
          ...(page > 1 ? { page } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const liveChannelQuery = (id: number) =>
  queryOptions({
    queryKey: liveKeys.channel(id),
    queryFn: ({ signal }) => studioRequest(studioApi.liveChannel, { params: { id }, signal }),
  });

export const liveCategoriesQuery = () =>
  queryOptions({
    queryKey: liveKeys.categories(),
    queryFn: ({ signal }) => studioRequest(studioApi.liveCategories, { signal }),
  });

export const liveSourcesQuery = () =>
  queryOptions({
    queryKey: liveKeys.sources(),
    queryFn: ({ signal }) => studioRequest(studioApi.liveSources, { signal }),
  });

export const sourceImportsQuery = (id: number) =>
  queryOptions({
    queryKey: liveKeys.imports(id),
    queryFn: ({ signal }) => studioRequest(studioApi.liveSourceImports, { params: { id }, signal }),
  });

export const guideChannelsQuery = (all: boolean, page: number) =>
  queryOptions({
    queryKey: liveKeys.guide(all, page),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.guideChannels, {
        query: { ...(all ? { show: 'all' as const } : {}), ...(page > 1 ? { page } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const liveHealthQuery = (problems: boolean, page: number) =>
  queryOptions({
    queryKey: liveKeys.health(problems, page),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.liveHealth, {
        query: { ...(problems ? { problems: '1' as const } : {}), ...(page > 1 ? { page } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A change in the Live section; every Live query is read again after it. */
export function useLiveChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
