import {
  UpstreamError,
  type SafeFetch,
  type UpstreamErrorCode,
} from '../../../http/upstream-types.js';

/** One segment of a channel's upstream, as the store keeps it. */
export interface ReceivedSegment {
  /** Clear media bytes: AES-128 is already decrypted. */
  data: Buffer;
  /** From EXTINF (HLS) or from ffmpeg's segmenting (MPEG-TS over HTTP). */
  durationMs: number;
  container: 'ts' | 'fmp4';
  /** The fMP4 init segment (EXT-X-MAP); `key` changes when it changes. */
  map?: { key: string; data: Buffer };
  /** EXT-X-DISCONTINUITY, a media sequence that jumped or went back, a segment missed. */
  discontinuity: boolean;
  /**
   * Media the upstream had already published after this segment when it was yielded, ms: the
   * first segments of a read are the end of the upstream's window, not its live edge.
   */
  behindEdgeMs?: number;
}

/**
 * Why reading an upstream stopped: the fetch's own faults (UpstreamErrorCode), and
 * - `stalled`: the upstream sends nothing new (a playlist that does not advance);
 * - `ended`: the upstream finished (EXT-X-ENDLIST, the stream closed);
 * - `unsupported`: what it sends cannot be restreamed (SAMPLE-AES, byte ranges, neither HLS
 *   nor MPEG-TS, a stream ffmpeg cannot remux);
 * - `busy`: Marquee already remuxes as many MPEG-TS archives as it may (archive-remux.ts).
 */
export type UpstreamFailureCode = UpstreamErrorCode | 'stalled' | 'ended' | 'unsupported' | 'busy';

export interface UpstreamFailure {
  code: UpstreamFailureCode;
  message: string;
  /** The HTTP status of an `http` failure. */
  status?: number;
}

export class UpstreamFailed extends Error {
  readonly failure: UpstreamFailure;

  constructor(failure: UpstreamFailure) {
    super(failure.message);
    this.name = 'UpstreamFailed';
    this.failure = failure;
  }
}

/** An UpstreamFailed for `error`: the fetch's UpstreamError keeps its code, anything else is `network`. */
export function asUpstreamFailed(error: unknown): UpstreamFailed {
  if (error instanceof UpstreamFailed) return error;
  if (error instanceof UpstreamError) {
    const { code, message, status } = error;
    return new UpstreamFailed(status === undefined ? { code, message } : { code, message, status });
  }
  return new UpstreamFailed({
    code: 'network',
    message: error instanceof Error ? error.message : String(error),
  });
}

/** What every reader of an upstream takes. */
export interface UpstreamReadOptions {
  fetch: SafeFetch;
  /** Aborting it ends the read: the reader's promise then resolves. */
  signal: AbortSignal;
  /** Called with each segment in order; the next waits until it settles. */
  onSegment: (segment: ReceivedSegment) => Promise<void> | void;
  /** Bytes received from the upstream (playlists, keys, media), for its traffic. */
  onBytes?: (bytes: number) => void;
  /** How many segments of an HLS upstream's window a read starts with (START_SEGMENTS). */
  startSegments?: number;
}
