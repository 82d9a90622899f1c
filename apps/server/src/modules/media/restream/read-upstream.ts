import type { Readable } from 'node:stream';
import type { OpenedBody, SafeFetch } from '../../../http/upstream-types.js';
import { PLAYLIST_LIMITS, readHlsUpstream } from './hls-upstream.js';
import { TS_OPEN_LIMITS, readTsUpstream, type TsReadOptions } from './ts-upstream.js';
import { UpstreamFailed, asUpstreamFailed } from './upstream-segment.js';

export type UpstreamOptions = Omit<TsReadOptions, 'opened'>;

const HLS_TYPES = /^(application|audio)\/(vnd\.apple\.mpegurl|x-mpegurl|mpegurl)\s*(;|$)/i;
const TS_SYNC_BYTE = 0x47;

/** What an upstream sends, from its content type and its first bytes. */
export function upstreamKind(
  contentType: string | undefined,
  head: Buffer,
): 'hls' | 'ts' | undefined {
  if (HLS_TYPES.test(contentType ?? '')) return 'hls';
  const text = head
    .subarray(0, 16)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (text.startsWith('#EXTM3U')) return 'hls';
  if (head[0] === TS_SYNC_BYTE) return 'ts';
  return undefined;
}

/** The body's first bytes, put back for whoever reads it next; undefined for an empty body. */
function peek(body: Readable): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      body.off('readable', onReadable).off('end', onEnd).off('error', onError);
    };
    const onReadable = () => {
      const chunk = body.read() as Buffer | null;
      if (chunk === null) return;
      settle();
      body.unshift(chunk);
      resolve(chunk);
    };
    const onEnd = () => {
      settle();
      resolve(undefined);
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    body.on('readable', onReadable).on('end', onEnd).on('error', onError);
  });
}

/** The rest of a playlist's body, within PLAYLIST_LIMITS. */
async function playlistText(body: Readable): Promise<Buffer> {
  const timer = setTimeout(
    () =>
      body.destroy(
        new UpstreamFailed({
          code: 'timeout',
          message: "The upstream's playlist came too slowly.",
        }),
      ),
    PLAYLIST_LIMITS.timeoutMs,
  );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > PLAYLIST_LIMITS.maxBytes) {
        throw new UpstreamFailed({
          code: 'too_large',
          message: "The upstream's playlist is too large.",
        });
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } finally {
    clearTimeout(timer);
    body.destroy();
  }
}

/** What an upstream answered: an HLS playlist's text, or an MPEG-TS stream still open. */
export type SniffedUpstream =
  { kind: 'hls'; url: string; text: Buffer } | { kind: 'ts'; opened: OpenedBody };

/**
 * Opens `url` once and tells from its first bytes what it sends (upstreamKind); anything else
 * is `unsupported`. Every failure is an UpstreamFailed.
 */
export async function sniffUpstream(
  fetch: SafeFetch,
  url: string,
  limits: { idleMs?: number; signal?: AbortSignal } = {},
): Promise<SniffedUpstream> {
  let opened: OpenedBody;
  let head: Buffer | undefined;
  try {
    const idleMs = limits.idleMs ?? TS_OPEN_LIMITS.idleMs;
    opened = await fetch.open(url, { ...TS_OPEN_LIMITS, idleMs, signal: limits.signal });
    head = await peek(opened.body);
  } catch (error) {
    throw asUpstreamFailed(error);
  }
  const kind = head && upstreamKind(opened.contentType, head);
  if (kind === 'ts') return { kind, opened };
  if (kind === 'hls') {
    try {
      return { kind, url: opened.url, text: await playlistText(opened.body) };
    } catch (error) {
      throw asUpstreamFailed(error);
    }
  }
  opened.body.destroy();
  const sent = head ? `${opened.contentType ?? 'no content type'}` : 'an empty body';
  throw new UpstreamFailed({
    code: 'unsupported',
    message: `The upstream sent neither an HLS playlist nor an MPEG-TS stream (${sent}).`,
  });
}

/**
 * Reads a channel's upstream with one request: an HLS playlist (by content type or `#EXTM3U`)
 * goes on in readHlsUpstream, an MPEG-TS stream (its sync byte first) into readTsUpstream's
 * ffmpeg; anything else is `unsupported`. Resolves when `signal` aborts.
 */
export async function readUpstream(url: string, options: UpstreamOptions): Promise<void> {
  const { fetch, signal, onBytes } = options;
  if (signal.aborted) return;
  let sniffed: SniffedUpstream;
  try {
    sniffed = await sniffUpstream(fetch, url, { idleMs: options.idleMs, signal });
  } catch (error) {
    if (signal.aborted) return;
    throw error;
  }
  if (sniffed.kind === 'ts') return readTsUpstream(url, { ...options, opened: sniffed.opened });
  onBytes?.(sniffed.text.length);
  return readHlsUpstream(url, {
    ...options,
    first: { url: sniffed.url, text: sniffed.text.toString('utf8') },
  });
}
