import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Stream } from '@marquee/contract';
import { apiRequest } from '@/shared/api/api-client';
import { playerKeys } from './player-keys';

/** Asks for a film's or episode's stream with a profile; null when there is nothing to play. */
export function requestStream(
  vodId: number,
  profileId: number,
  signal?: AbortSignal,
): Promise<Stream | null> {
  return apiRequest(api.vod.stream, {
    body: { single_event_vod_id: vodId, vod_profile_id: profileId },
    signal,
  });
}

/**
 * A new address for a stream whose signed one expired: the stream call again, bypassing the
 * query cache; fails when the title no longer has a stream.
 */
export async function requestStreamUrl(vodId: number, profileId: number): Promise<string> {
  const stream = await requestStream(vodId, profileId);
  if (!stream) throw new Error(`No stream for VOD ${vodId} with profile ${profileId}`);
  return stream.url;
}

export const streamQueryOptions = (vodId: number, profileId: number) =>
  queryOptions({
    queryKey: playerKeys.stream(vodId, profileId),
    queryFn: ({ signal }) => requestStream(vodId, profileId, signal),
    // A stream address may be signed and short-lived: ask again at every opening.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** The stream for the open player; idle while there is no playable profile. */
export function useStream(vodId: number, profileId: number | null) {
  return useQuery({ ...streamQueryOptions(vodId, profileId ?? 0), enabled: profileId !== null });
}
