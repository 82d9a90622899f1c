import {
  brotliCompressSync,
  constants,
  gzipSync,
  type ZlibOptions,
  type BrotliOptions,
} from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Text the server sends: HTML, CSS, JavaScript, JSON, SVG, XML, HLS playlists and WebVTT.
 * Types not named here fall back to mime-db's `compressible` flag (false for
 * `application/octet-stream`, video, audio and images other than SVG), so segments and keys
 * are sent as they are.
 */
const TEXT_TYPES =
  /^text\/(?!event-stream)|[/+](?:json|xml)(?:;|$)|^application\/(?:javascript|ecmascript|vnd\.apple\.mpegurl|x-mpegurl)(?:;|$)/i;

/** Whether a Content-Type is text, which is compressed when the client accepts it. */
export function isTextType(contentType: string): boolean {
  return TEXT_TYPES.test(contentType);
}

/** Answers smaller than this go as they are: the saving is a few hundred bytes at most. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli quality 4 and gzip level 6 for what is compressed per request: on a 44 KB film list,
 * about 0.2 ms for 12 % of the size; quality 11 would make it 9.5 % in 75 ms or more.
 * The web app's own files are compressed at build time at the highest levels instead.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;
export const DYNAMIC_GZIP_LEVEL = 6;

/**
 * Answers up to this size are compressed in one synchronous call on the event loop (a 44 KB
 * page: about 0.2 ms); larger ones through a zlib stream on libuv's thread pool. The library
 * would stream from 8 KiB on two cores, but the stream's own machinery nearly doubled the
 * server's CPU time per compressed list page here, and CPU is what two cores run out of.
 */
export const SYNC_COMPRESSION_LIMIT = 64 * 1024;

/**
 * A serialised answer as it is best sent again and again: below the compression threshold, the
 * text (Node writes it with the headers in one write, a Buffer in a second: some 20 % more
 * answers a second for the configuration); otherwise a Buffer whose compressed copies are kept.
 */
export type SendableBody = string | Buffer;

/** The body to send `json` as, again and again, unchanged (see SendableBody). */
export function sendableBody(json: string): SendableBody {
  if (Buffer.byteLength(json) < COMPRESSION_THRESHOLD) return json;
  const body = Buffer.from(json);
  keepCompressedCopies(body);
  return body;
}

/** What is kept beside a body: its compressed copies by encoding, and who pays for them. */
interface Copies {
  byEncoding: Map<string, Buffer>;
  /** Told the size of each copy added, so that a bounded cache can count it. */
  added?: (bytes: number) => void;
  /** Set once the body has left its cache: copies made later are not kept. */
  dropped: boolean;
}

const copiesOf = new WeakMap<Buffer, Copies>();

/**
 * Marks a body that will be sent again byte for byte, so that the compressor keeps its copies
 * with it (they go when the body is collected). `added` is told the size of each copy made
 * from now on.
 */
export function keepCompressedCopies(body: Buffer, added?: (bytes: number) => void): void {
  const copies = copiesOf.get(body);
  if (copies) copies.added = added ?? copies.added;
  else copiesOf.set(body, { byEncoding: new Map(), added, dropped: false });
}

/** Stops keeping copies of a body (it left its cache); its copies go at once. */
export function dropCompressedCopies(body: Buffer): void {
  const copies = copiesOf.get(body);
  if (!copies) return;
  copies.dropped = true;
  copies.byEncoding.clear();
}

/**
 * The compressed copy of `body` in `encoding`: the one kept for a body marked by
 * keepCompressedCopies, else made by `compress` (and kept, for a marked body).
 */
function compressedCopy(body: Buffer, encoding: string, compress: () => Buffer): Buffer {
  const copies = copiesOf.get(body);
  if (!copies || copies.dropped) return compress();
  const kept = copies.byEncoding.get(encoding);
  if (kept) return kept;
  const made = compress();
  copies.byEncoding.set(encoding, made);
  copies.added?.(made.length);
  return made;
}

/**
 * Compresses text answers with brotli or gzip, as the client's Accept-Encoding prefers
 * (q-values honoured; identity when it accepts neither), and marks every answer whose encoding
 * depends on that header with `Vary: accept-encoding`. Register it before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies are small JSON and forms; a compressed body is refused as before.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    syncThreshold: SYNC_COMPRESSION_LIMIT,
    customTypes: isTextType,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
    // The synchronous compressors only: a body marked by keepCompressedCopies is compressed
    // once per encoding and its copy reused; streams stay node:zlib's.
    zlib: {
      brotliCompressSync: (body: Buffer, options: BrotliOptions) =>
        compressedCopy(body, 'br', () => brotliCompressSync(body, options)),
      gzipSync: (body: Buffer, options: ZlibOptions) =>
        compressedCopy(body, 'gzip', () => gzipSync(body, options)),
    },
  });
  // @fastify/compress only adds Vary to what it compresses itself; an answer sent as it is
  // (the client accepted no encoding) or pre-compressed by the build needs it too, or a shared
  // cache could hand one client's encoding to another.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || isTextType(type)) addVary(reply, 'accept-encoding');
    done(null, payload);
  });
}

/**
 * Adds a field to Vary once. Lower case, as @fastify/compress compares it case-sensitively and
 * would add it a second time.
 */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (fields.some((value) => value === '*' || value.toLowerCase() === field)) return;
  reply.header('vary', [...fields, field].join(', '));
}
