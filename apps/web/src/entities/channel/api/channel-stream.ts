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

/** How long a stream call started ahead waits to be taken by the player's query. */
const STARTED_STREAM_MAX_AGE_MS = 5_000;

let started: { key: string; answer: Promise<ChannelStream | null>; at: number } | null = null;

const keyOf = (request: ChannelStreamRequest) => `${request.channelId}:${request.from}`;

/**
 * Starts the stream call of a channel about to play, ahead of the player's code and render (the
 * channel page, as it opens the player), so that the two overlap; the player's query takes its
 * answer once, within a few seconds. Only for a channel that plays at once (no unlock, no PIN).
 */
export function startChannelStream(request: ChannelStreamRequest): void {
  const answer = requestChannelStream(request);
  // Whoever takes it reads the failure; left untaken, it is nobody's.
  answer.catch(() => undefined);
  started = { key: keyOf(request), answer, at: Date.now() };
}

/** The stream call started ahead for `request`, once; undefined: none, or too old. */
function takeStartedStream(request: ChannelStreamRequest) {
  const taken = started;
  if (!taken || taken.key !== keyOf(request)) return undefined;
  started = null;
  return Date.now() - taken.at <= STARTED_STREAM_MAX_AGE_MS ? taken.answer : undefined;
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
    queryFn: ({ signal }) => takeStartedStream(request) ?? requestChannelStream(request, signal),
    // A signed, short-lived address: asked for at every opening.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** The stream the channel player plays; idle until `enabled` (subscribed, PIN entered). */
export function useChannelStream(request: ChannelStreamRequest, enabled: boolean) {
  return useQuery({ ...channelStreamQueryOptions(request), enabled });
}
