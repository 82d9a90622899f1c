import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type Channel } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { channelKeys } from './channel-keys';

/**
 * One channel with its catch-up fields: the spec's extra call, `filter[id][0]=…` with
 * `sort[channel_number]=asc` (catalogue §7); null when there is no such channel.
 */
export async function getChannel(id: number, signal?: AbortSignal): Promise<Channel | null> {
  const list = await apiRequest(api.live.channels, {
    query: { filter: { id: [id] }, sort: { channel_number: 'asc' } },
    signal,
  });
  return list.items.find((channel) => channel.id === id) ?? null;
}

export const channelQueryOptions = (id: number) =>
  queryOptions({
    queryKey: channelKeys.detail(id),
    queryFn: ({ signal }) => getChannel(id, signal),
  });

/**
 * A channel's details; disabled without an id. `shown` (a list's copy of it) stands in until
 * the server answers.
 */
export function useChannel(id: number | null, shown?: Channel | null) {
  return useQuery({
    ...channelQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: shown ?? undefined,
  });
}

/** Writes a changed channel into its cached details, e.g. with a profile rented. */
export function updateChannelDetail(
  queryClient: QueryClient,
  id: number,
  update: (channel: Channel) => Channel,
): void {
  queryClient.setQueryData<Channel | null>(channelKeys.detail(id), (channel) =>
    channel && channel.id === id ? update(channel) : channel,
  );
}
