// Serialised answers kept for reuse, with the compressed copies made of them.
//
// An answer is kept under a key that names everything it is a function of (the route, the
// normalised query, the catalogue version, and what the caller's own fields depend on): the
// code that builds the key owns that promise, and a key must name the inputs' values (or
// versions bumped by every write), never a guess. The body goes out as it is; @fastify/compress
// still decides per request whether and how to compress it, with the same negotiation, headers
// and threshold as for any answer, and its compressor, handed a kept body, makes each encoding
// once and reuses it (compression.ts).
import { dropCompressedCopies, keepCompressedCopies, type SendableBody } from './compression.js';
import { createWeightedLru } from './weighted-lru.js';

/** Default bound of the answers kept: about 600 film list pages of 24 with their brotli copy. */
export const DEFAULT_ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/** What an entry costs beside its body and key (the map's entry, the Buffer's header). */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * Serialised answers by key, the least recently used dropped beyond `maxBytes` (bodies and
 * their compressed copies counted).
 */
export function createAnswerCache(options: { maxBytes?: number } = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_ANSWER_CACHE_BYTES;
  // Keys count too: an empty search's answer is shorter than its key.
  const bodies = createWeightedLru<string, SendableBody>(
    maxBytes,
    (body, key) => body.length + key.length + ENTRY_OVERHEAD_BYTES,
  );

  return {
    get(key: string): SendableBody | undefined {
      return bodies.get(key);
    },
    /** Keeps `body` (from sendableBody) under `key`; a Buffer must not be changed afterwards. */
    set(key: string, body: SendableBody): void {
      if (typeof body !== 'string') {
        // The copies are counted with the body from now on.
        keepCompressedCopies(body, (bytes) => {
          if (bodies.get(key) === body) bodies.grew(key, bytes);
          else dropCompressedCopies(body);
        });
      }
      bodies.set(key, body);
    },
    clear(): void {
      bodies.clear();
    },
    get size(): number {
      return bodies.size;
    },
    /** Bytes held: bodies, compressed copies and keys. */
    get bytes(): number {
      return bodies.weight;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
