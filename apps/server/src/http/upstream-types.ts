import type { Readable } from 'node:stream';

/**
 * Why a fetch of a third party's URL (a channel's upstream, a list's logo) failed:
 * - `blocked`: the address is one Marquee does not fetch (loopback, link-local, metadata,
 *   private ranges) unless the operator allows private addresses;
 * - `bad_url`: not an http(s) URL;
 * - `refused`, `network`: the connection was refused or broke;
 * - `http`: an answer outside 2xx (`status` says which);
 * - `redirects`: more redirects than allowed;
 * - `timeout`: no answer, or the whole body, in the time allowed;
 * - `idle`: a stream sent no bytes for too long;
 * - `too_large`: the body is over its size limit.
 */
export type UpstreamErrorCode =
  | 'blocked'
  | 'bad_url'
  | 'refused'
  | 'network'
  | 'http'
  | 'redirects'
  | 'timeout'
  | 'idle'
  | 'too_large';

export class UpstreamError extends Error {
  constructor(
    readonly code: UpstreamErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Which addresses may be fetched. */
export interface UpstreamPolicy {
  /** Loopback, private and link-local addresses too (never the cloud metadata address). */
  allowPrivate: boolean;
  /** Redirects followed, each checked again; 5 when absent. */
  maxRedirects?: number;
}

export interface FetchLimits {
  /** For the whole answer, body included. */
  timeoutMs: number;
  maxBytes: number;
  signal?: AbortSignal;
}

export interface FetchedBody {
  /** The URL that answered, after redirects: relative URIs in a playlist resolve against it. */
  url: string;
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

export interface OpenLimits {
  /** Until the answer's headers. */
  connectTimeoutMs: number;
  /** The body fails with `idle` after this long without a byte. */
  idleMs: number;
  signal?: AbortSignal;
}

export interface OpenedBody {
  url: string;
  contentType: string | undefined;
  body: Readable;
}

/** Fetches third parties' URLs within a policy and limits (safe-fetch.ts). */
export interface SafeFetch {
  /** The whole body of a 2xx answer; anything else is an UpstreamError. */
  get(url: string, limits: FetchLimits): Promise<FetchedBody>;
  /** A body as a stream (MPEG-TS over HTTP), once a 2xx answer's headers have come. */
  open(url: string, limits: OpenLimits): Promise<OpenedBody>;
}
