// Catch-up from an upstream's own archive (catchup-archive.ts), through Marquee's origin: the
// archive's HLS playlist is fetched by the server and written again with every segment, key and
// init segment named as a file of the signed folder (`archive/<stream>-s<n>.ts`), which the
// origin fetches from the upstream when asked. The viewer never sees the upstream's address,
// and every fetch goes through the policy-bound fetch. An archive that answers MPEG-TS instead
// of a playlist is remuxed (archive-remux.ts) and its segments read from the remux's folder.
import type { SafeFetch } from '../../../http/upstream-types.js';
import { READ_MEMO_MAX_AGE_MS, createReadMemo } from '../../../read-memo.js';
import { chosenVariant, parsePlaylist } from './hls-playlist.js';
import type { ArchiveRemux, ArchiveRemuxes } from './archive-remux.js';
import { PLAYLIST_LIMITS, SEGMENT_MAX_BYTES } from './hls-upstream.js';
import { sniffUpstream } from './read-upstream.js';
import { asUpstreamFailed } from './upstream-segment.js';

/** The folder of archive files under a stream's rendition, relative to its media playlist. */
export const ARCHIVE_FOLDER = 'archive';

/** A proxied file's name: `<stream>-<s|k|m><n>.<extension>`. */
const ARCHIVE_FILE = /^(.+)-([skm])(\d{1,6})\.(ts|m4s|mp4|aac|key)$/;

const SEGMENT_LIMITS = { timeoutMs: 20_000, maxBytes: SEGMENT_MAX_BYTES };

const TYPES: Record<string, string> = {
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  aac: 'audio/aac',
  key: 'application/octet-stream',
};

interface Rewritten {
  text: string;
  /** The upstream's address of each file the text names, by its name. */
  files: Map<string, string>;
}

function extensionOf(url: string, kind: 's' | 'k' | 'm'): string {
  if (kind === 'k') return 'key';
  if (kind === 'm') return 'mp4';
  const path = new URL(url).pathname;
  if (/\.(m4s|mp4|cmfv|cmfa)$/i.test(path)) return 'm4s';
  if (/\.aac$/i.test(path)) return 'aac';
  return 'ts';
}

/** The media playlist with every URI replaced by a file name under ARCHIVE_FOLDER. */
export function rewriteArchive(text: string, baseUrl: string, stream: string): Rewritten {
  const files = new Map<string, string>();
  const counts = { s: 0, k: 0, m: 0 };
  const name = (uri: string, kind: 's' | 'k' | 'm') => {
    const url = new URL(uri, baseUrl).toString();
    const file = `${stream}-${kind}${counts[kind]++}.${extensionOf(url, kind)}`;
    files.set(file, url);
    return `${ARCHIVE_FOLDER}/${file}`;
  };
  const lines = text.split(/\r?\n/).map((line) => {
    const trimmed = line.trim();
    if (trimmed === '') return trimmed;
    if (!trimmed.startsWith('#')) return name(trimmed, 's');
    if (/^#EXT-X-(KEY|MAP|SESSION-KEY):/.test(trimmed)) {
      const kind = trimmed.startsWith('#EXT-X-MAP:') ? 'm' : 'k';
      return trimmed.replace(/URI="([^"]+)"/, (_whole, uri: string) => `URI="${name(uri, kind)}"`);
    }
    return trimmed;
  });
  return { text: `${lines.filter(Boolean).join('\n')}\n`, files };
}

/** An archive's first answer: an HLS playlist's text, or its MPEG-TS stream's remux. */
type ArchiveSource = { url: string; text: string } | ArchiveRemux;

/**
 * Proxies archive playlists and their files; one fetch of a stream's playlist a second at most.
 * `moment` (`<channel>-<from>`) names what every viewer of the same archive shares: its remux.
 */
export function createArchiveProxy(deps: {
  fetch: SafeFetch;
  now: () => number;
  remuxes: ArchiveRemuxes;
}) {
  const get = async (url: string, limits: typeof PLAYLIST_LIMITS) => {
    try {
      return await deps.fetch.get(url, limits);
    } catch (error) {
      throw asUpstreamFailed(error);
    }
  };
  const sniffing = new Map<string, Promise<ArchiveSource>>();
  /** One request tells a playlist from a stream; a stream is remuxed from that same request. */
  async function sniff(moment: string, url: string): Promise<ArchiveSource> {
    const sniffed = await sniffUpstream(deps.fetch, url);
    if (sniffed.kind === 'ts') return deps.remuxes.start(moment, sniffed.opened.body);
    return { url: sniffed.url, text: sniffed.text.toString('utf8') };
  }
  /** The moment's remux when one runs, else its archive's answer, one request for all asking. */
  function sourceOf(moment: string, url: string): Promise<ArchiveSource> {
    const running = deps.remuxes.get(moment);
    if (running) return Promise.resolve(running);
    let pending = sniffing.get(moment);
    if (!pending) {
      pending = sniff(moment, url).finally(() => sniffing.delete(moment));
      sniffing.set(moment, pending);
    }
    return pending;
  }
  /** The archive's media playlist at `url` (a master's highest variant), rewritten for `stream`. */
  async function load(key: string): Promise<Rewritten> {
    const [stream, url, moment] = JSON.parse(key) as [string, string, string];
    const source = await sourceOf(moment, url);
    if ('playlist' in source) {
      const remuxed = await source.playlist();
      return rewriteArchive(remuxed.text, remuxed.baseUrl, stream);
    }
    let answer = source;
    const playlist = parsePlaylist(answer.text, answer.url);
    if (playlist.kind === 'master') {
      const variant = await get(chosenVariant(playlist.variants).uri, PLAYLIST_LIMITS);
      answer = { url: variant.url, text: variant.body.toString('utf8') };
    }
    return rewriteArchive(answer.text, answer.url, stream);
  }
  const loaded = createReadMemo(load, {
    maxAgeMs: READ_MEMO_MAX_AGE_MS,
    capacity: 1_000,
    now: deps.now,
  });
  const keyOf = (stream: string, url: string, moment: string) =>
    JSON.stringify([stream, url, moment]);
  return {
    /** The rewritten media playlist of a stream (`shift-1-2`) whose archive is at `url`. */
    async playlist(stream: string, url: string, moment: string): Promise<string> {
      return (await loaded.get(keyOf(stream, url, moment))).text;
    },
    /** A file the stream's playlist names, fetched or remuxed; undefined if it names none. */
    async file(
      stream: string,
      url: string,
      moment: string,
      file: string,
    ): Promise<{ body: Buffer; type: string } | undefined> {
      const match = ARCHIVE_FILE.exec(file);
      if (!match || match[1] !== stream) return undefined;
      const upstream = (await loaded.get(keyOf(stream, url, moment))).files.get(file);
      if (!upstream) return undefined;
      const type = TYPES[match[4]!]!;
      if (upstream.startsWith('file:')) {
        const body = await deps.remuxes.get(moment)?.read(upstream);
        return body && { body, type };
      }
      const answer = await get(upstream, SEGMENT_LIMITS);
      return { body: answer.body, type };
    },
  };
}

export type ArchiveProxy = ReturnType<typeof createArchiveProxy>;
