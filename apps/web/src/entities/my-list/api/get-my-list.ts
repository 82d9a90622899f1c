import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import type { MyListTitle } from '../model/my-list-cache';
import { myListKeys } from './my-list-keys';

/** The session profile's My List: films and shows, the latest added first. */
export function getMyList(signal?: AbortSignal): Promise<MyListTitle[]> {
  return apiRequest(api.account.myList, { signal });
}

export const myListQueryOptions = () =>
  queryOptions({
    queryKey: myListKeys.list(),
    queryFn: ({ signal }) => getMyList(signal),
  });

/** My List: one cache for the buttons' state, home's row and the page. */
export function useMyList(enabled = true) {
  return useQuery({ ...myListQueryOptions(), enabled });
}
