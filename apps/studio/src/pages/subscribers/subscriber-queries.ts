import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { studioApi } from '@marquee/contract';
import { studioRequest } from '@/api/studio-api';

/** The subscribers pages' query keys: every list under one key, each subscriber under another. */
export const subscriberKeys = {
  all: ['studio', 'subscribers'] as const,
  lists: () => [...subscriberKeys.all, 'list'] as const,
  list: (search: string, page: number) => [...subscriberKeys.lists(), { search, page }] as const,
  detail: (id: number) => [...subscriberKeys.all, 'detail', id] as const,
};

/** A page of subscribers found by `search` (all when empty), newest first. */
export const subscribersQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: subscriberKeys.list(search, page),
    queryFn: ({ signal }) =>
      studioRequest(studioApi.subscribers, {
        query: { ...(search ? { search } : {}), ...(page > 1 ? { page } : {}) },
        signal,
      }),
    // The table stays while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

/** One subscriber's account, profiles, devices, subscriptions and latest payments. */
export const subscriberQuery = (id: number) =>
  queryOptions({
    queryKey: subscriberKeys.detail(id),
    queryFn: ({ signal }) => studioRequest(studioApi.subscriber, { params: { id }, signal }),
  });
