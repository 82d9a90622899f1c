import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseThumbnailTrack, type ThumbnailCue } from '@marquee/player-core/thumbnail-track';
import { playerKeys } from './player-keys';

/**
 * The trick-play cues of a stream's signed WebVTT (`thumbnails_url`). It is a media file, not an
 * API call: fetched like the video's playlists, relative to the page.
 */
export async function getThumbnailTrack(
  url: string,
  signal?: AbortSignal,
): Promise<ThumbnailCue[]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`Thumbnails ${url} answered ${response.status}`);
  return parseThumbnailTrack(await response.text(), url);
}

export const thumbnailTrackQueryOptions = (url: string, refreshMs?: number) =>
  queryOptions({
    queryKey: playerKeys.thumbnails(url),
    queryFn: ({ signal }) => getThumbnailTrack(url, signal),
    // Once per stream: the index of a title does not change while it plays. A channel's
    // time-shifted stream grows as it plays, and so do its thumbnails: read again every
    // `refreshMs`.
    staleTime: Infinity,
    refetchInterval: refreshMs ?? false,
    // Thumbnails are a nicety: a failure shows none rather than asking again and again.
    retry: false,
  });

/**
 * The cues of a stream's thumbnails, read again every `refreshMs` when given; idle (no
 * request) while the stream has none.
 */
export function useThumbnailTrack(url: string | null, refreshMs?: number) {
  return useQuery({ ...thumbnailTrackQueryOptions(url ?? '', refreshMs), enabled: url !== null });
}
