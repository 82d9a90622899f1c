import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ChannelStream, type ChannelStreamBody } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { isApiError } from '@/shared/api/api-error';
import { channelKeys } from './channel-keys';

/** What to play of a channel: its live edge, or its timeline from a moment on. */
export interface ChannelStreamRequest {
  channelId: number;
  /** The moment to play from, epoch ms (to the second); null for the live edge. */
  from: number | null;
}

const bodyOf = ({ channelId, from }: ChannelStreamRequest): ChannelStreamBody =>
  from === null
    ? { channel_id: channelId }
    : { channel_id: channelId, from_timestamp: Math.floor(from / 1000) };

/** `POST /channels/stream`: a signed HLS address, live or from a moment; null: nothing to play. */
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

/** The stream call's refusal of a channel that is down: every source of it is failing. */
export function isChannelUnavailable(error: unknown): boolean {
  return isApiError(error) && error.notice?.key === 'channelUnavailable';
}

export const channelStreamQueryOptions = (request: ChannelStreamRequest) =>
  queryOptions({
    queryKey: channelKeys.stream(request.channelId, request.from),
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
