// A guide's bytes as text for the XML parser (parse-xmltv.ts): gunzipped when gzipped, decoded
// in the encoding its declaration names, cleaned of the characters XML forbids.
import { Readable, pipeline } from 'node:stream';
import { TextDecoder } from 'node:util';
import { createGunzip } from 'node:zlib';
import { MAX_GUIDE_BYTES } from './xmltv-limits.js';
import { XmltvFormatError } from './xmltv-records.js';

/**
 * The bytes of `source`, gunzipped when they start with gzip's magic number 1f 8b; past
 * `limit` bytes (uncompressed) reading stops with XmltvFormatError naming `file`.
 */
export async function* decompressed(
  file: string,
  source: AsyncIterable<Buffer | string>,
  limit = MAX_GUIDE_BYTES,
): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of unzipped(source)) {
    total += chunk.length;
    if (total > limit) {
      throw new XmltvFormatError(
        `${file}: larger than ${sizeOf(limit)} uncompressed, the most a guide may be`,
      );
    }
    yield chunk;
  }
}

const sizeOf = (bytes: number) =>
  bytes % 1024 ** 3 === 0
    ? `${bytes / 1024 ** 3} GiB`
    : bytes % 1024 ** 2 === 0
      ? `${bytes / 1024 ** 2} MiB`
      : `${bytes.toLocaleString('en')} bytes`;

async function* unzipped(source: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let done = false;
  while (head.length < 2 && !done) {
    const next = await iterator.next();
    if (next.done) done = true;
    else head = Buffer.concat([head, toBuffer(next.value)]);
  }
  async function* rest(): AsyncGenerator<Buffer> {
    try {
      if (head.length > 0) yield head;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield toBuffer(next.value);
      }
    } finally {
      // A reader that stops early must still close the file.
      await iterator.return?.();
    }
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) {
    yield* rest();
    return;
  }
  // pipeline, unlike pipe, destroys the gunzip stream when the source fails, so errors surface.
  const gunzip = pipeline(Readable.from(rest()), createGunzip(), () => {});
  for await (const chunk of gunzip) yield chunk as Buffer;
}

const toBuffer = (chunk: Buffer | string) =>
  typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;

/** A decoder for the encoding the XML declaration names (UTF-8 when it names none). */
export function decoderFor(file: string, head: Buffer): TextDecoder {
  const declaration = /^(?:\uFEFF)?<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/.exec(
    head.subarray(0, 256).toString('latin1'),
  );
  const encoding = declaration?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(encoding);
  } catch {
    throw new XmltvFormatError(`${file}: line 1: unsupported encoding "${encoding}"`);
  }
}

// XML 1.0 forbids these outright; saxes stops at the first one, guides in the wild carry a few.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** `text` without the characters XML 1.0 forbids, and how many there were. */
export function stripInvalidXmlCharacters(text: string): { text: string; skipped: number } {
  let skipped = 0;
  const clean = text.replace(INVALID_XML, () => {
    skipped += 1;
    return '';
  });
  return { text: clean, skipped };
}
