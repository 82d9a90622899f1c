// Reads an XMLTV guide as a stream into channel and programme records, in batches, keeping a
// reason for every record it cannot use. Guides run to hundreds of megabytes, so the document
// is never held whole: bytes are (un)gzipped, decoded, cleaned of characters XML forbids and
// fed to saxes chunk by chunk, and records leave as soon as their element closes.
// Nothing here touches the database; the guide rules that need a whole channel's programmes
// are in normalise-programmes.ts.

import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { TextDecoder } from 'node:util';
import { GuideBuilder } from './xmltv-builder.js';
import { decoderFor, decompressed, stripInvalidXmlCharacters } from './xmltv-bytes.js';
import { MAX_GUIDE_BYTES } from './xmltv-limits.js';
import { emptyBatch, type XmltvBatch, type XmltvGuide } from './xmltv-records.js';

export const DEFAULT_BATCH_SIZE = 500;

/**
 * The batches of a guide file, plain or gzipped (told by its first bytes, not its name),
 * named in errors and rejections as the report names it: by its file name.
 */
export function readXmltvFile(
  path: string,
  batchSize = DEFAULT_BATCH_SIZE,
): AsyncGenerator<XmltvBatch> {
  return readXmltv(basename(path), createReadStream(path), batchSize);
}

/**
 * The batches of a guide read from `source`; `file` names it in errors and rejections.
 * Throws XmltvFormatError (with the file and line) for malformed XML, a root other than <tv>,
 * or a guide past the limits of xmltv-limits.ts (`limit`: its uncompressed bytes).
 */
export async function* readXmltv(
  file: string,
  source: AsyncIterable<Buffer | string>,
  batchSize = DEFAULT_BATCH_SIZE,
  limit = MAX_GUIDE_BYTES,
): AsyncGenerator<XmltvBatch> {
  const builder = new GuideBuilder(file);
  let decoder: TextDecoder | undefined;
  let pending = emptyBatch();
  const write = (text: string) => {
    const clean = stripInvalidXmlCharacters(text);
    pending.skippedCharacters += clean.skipped;
    builder.write(clean.text);
  };
  for await (const chunk of decompressed(file, source, limit)) {
    decoder ??= decoderFor(file, chunk);
    write(decoder.decode(chunk, { stream: true }));
    builder.drain(pending);
    if (
      pending.channels.length + pending.programmes.length + pending.rejected.length >=
      batchSize
    ) {
      yield pending;
      pending = emptyBatch();
    }
  }
  if (decoder) write(decoder.decode());
  builder.close();
  builder.drain(pending);
  yield pending;
}

/** A whole guide in memory: for tests and small files, never for a real import. */
export async function collectXmltv(
  file: string,
  source: AsyncIterable<Buffer | string>,
): Promise<XmltvGuide> {
  const guide = emptyBatch();
  for await (const batch of readXmltv(file, source)) {
    guide.channels.push(...batch.channels);
    guide.programmes.push(...batch.programmes);
    guide.rejected.push(...batch.rejected);
    guide.skippedCharacters += batch.skippedCharacters;
  }
  return guide;
}
