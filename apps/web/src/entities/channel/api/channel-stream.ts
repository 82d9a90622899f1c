import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ChannelStream, type ChannelStreamBody } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { channelKeys } from './channel-keys';

/** What to play of a channel: its live edge, or one programme (catch-up or start-over). */
export interface ChannelStreamRequest {
  channelId: number;
  /** The programme to play from its start; null for the live edge. */
  programmeId: number | null;
}

const bodyOf = ({ channelId, programmeId }: ChannelStreamRequest): ChannelStreamBody =>
  programmeId === null
    ? { channel_id: channelId }
    : { channel_id: channelId, epg_programme_id: programmeId };

/** `POST /channels/stream`: a signed HLS address, live or of a programme; null: nothing to play. */
export function requestChannelStream(
  request: ChannelStreamRequest,
  signal?: AbortSignal,
): Promise<ChannelStream | null> {
  return apiRequest(api.live.channelStream, { body: bodyOf(request), signal });
}

/**
 * A new address for a stream whose signed one expired: the stream call again, bypassing the
 * query cache; fails when the channel no longer has a stream.
 */
export async function requestChannelStreamUrl(request: ChannelStreamRequest): Promise<string> {
  const stream = await requestChannelStream(request);
  if (!stream) throw new Error(`No stream for channel ${request.channelId}`);
  return stream.url;
}

export const channelStreamQueryOptions = (request: ChannelStreamRequest) =>
  queryOptions({
    queryKey: channelKeys.stream(request.channelId, request.programmeId),
    queryFn: ({ signal }) => requestChannelStream(request, signal),
    // A signed, short-lived address: asked for at every opening.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** The stream the channel player plays; idle until `enabled` (subscribed, PIN entered). */
export function useChannelStream(request: ChannelStreamRequest, enabled: boolean) {
  return useQuery({ ...channelStreamQueryOptions(request), enabled });
}
