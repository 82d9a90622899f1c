import { useCallback, useEffect, useRef, useState } from 'react';
import { isChannelUnavailable } from '@/entities/channel';
import { CHANNEL_UNAVAILABLE_REFUSAL } from '../lib/media-refusal';

/** How often a channel shown as unavailable asks for its stream again by itself. */
export const CHANNEL_RETRY_MS = 30_000;

interface StreamQuery {
  error: unknown;
  refetch: () => Promise<{ isSuccess: boolean }>;
}

/**
 * Whether a channel is down: its stream call refused it (`channelUnavailable`), or, while it
 * played, the origin refused its playlist (`media_channel_unavailable`) or the stream call
 * refused a new address. While it is, the stream call is asked again every 30 s and by `retry`;
 * an answer with a stream ends it. `request` names what is played (the channel and its moment):
 * another one starts afresh.
 */
export function useChannelAvailability(stream: StreamQuery, request: string) {
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const unavailable = refusedFor === request || isChannelUnavailable(stream.error);
  const { refetch } = stream;

  const onRefusal = useCallback(
    (code: string) => {
      if (code === CHANNEL_UNAVAILABLE_REFUSAL) setRefusedFor(request);
    },
    [request],
  );
  const onStreamError = useCallback(
    (error: unknown) => {
      if (isChannelUnavailable(error)) setRefusedFor(request);
    },
    [request],
  );
  const retry = useCallback(async () => {
    const answer = await refetch();
    if (answer.isSuccess) setRefusedFor(null);
  }, [refetch]);

  // The interval outlives renders; it calls the latest retry.
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  }, [retry]);
  useEffect(() => {
    if (!unavailable) return undefined;
    const timer = setInterval(() => void latestRetry.current(), CHANNEL_RETRY_MS);
    return () => clearInterval(timer);
  }, [unavailable]);

  return { unavailable, onRefusal, onStreamError, retry };
}
