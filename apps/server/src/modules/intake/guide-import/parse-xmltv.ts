// Reads an XMLTV guide as a stream into channel and programme records, in batches, keeping a
// reason for every record it cannot use. Guides run to hundreds of megabytes, so the document
// is never held whole: bytes are (un)gzipped, decoded, cleaned of characters XML forbids and
// fed to saxes chunk by chunk, and records leave as soon as their element closes.
// Nothing here touches the database; the guide rules that need a whole channel's programmes
// are in normalise-programmes.ts.

import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { TextDecoder } from 'node:util';
import { createGunzip } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { parseXmltvTime } from './xmltv-time.js';

/** A text in a language; `lang` is null where the guide does not say. */
export interface LangText {
  lang: string | null;
  text: string;
}

export interface XmltvChannel {
  id: string;
  displayNames: string[];
  /** Logical channel number, when the guide gives a whole number. */
  lcn?: number;
  icon?: string;
  /** 1-based line of the element in the (uncompressed) file. */
  line: number;
}

export interface XmltvProgramme {
  channelId: string;
  start: Date;
  /** Null when the guide gives none; normaliseProgrammes fills it from the next programme. */
  stop: Date | null;
  /**
   * Empty when the guide's <title/> is: such a programme still holds its slot in the grid
   * (the NZ guide has four, "Program information unavailable"), so it is kept, not rejected.
   */
  titles: LangText[];
  subTitles: LangText[];
  descs: LangText[];
  categories: LangText[];
  /** The most readable numbering given: onscreen, else xmltv_ns, else the first. */
  episodeNum?: { system: string | null; value: string };
  rating?: { system: string | null; value: string };
  icon?: string;
  line: number;
}

export interface XmltvRejection {
  file: string;
  line: number;
  reason: string;
}

/** What one stretch of the input produced. */
export interface XmltvBatch {
  channels: XmltvChannel[];
  programmes: XmltvProgramme[];
  rejected: XmltvRejection[];
  /** Characters XML forbids (control characters, U+FFFE, U+FFFF) skipped in this stretch. */
  skippedCharacters: number;
}

/** A whole guide: every batch put together. */
export type XmltvGuide = XmltvBatch;

/** A file that is not well-formed XML or not an XMLTV guide: the whole import stops. */
export class XmltvFormatError extends Error {}

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
 * Throws XmltvFormatError (with the file and line) for malformed XML or a root other than <tv>.
 */
export async function* readXmltv(
  file: string,
  source: AsyncIterable<Buffer | string>,
  batchSize = DEFAULT_BATCH_SIZE,
): AsyncGenerator<XmltvBatch> {
  const builder = new GuideBuilder(file);
  let decoder: TextDecoder | undefined;
  let pending = emptyBatch();
  const write = (text: string) => {
    const clean = stripInvalidXmlCharacters(text);
    pending.skippedCharacters += clean.skipped;
    builder.write(clean.text);
  };
  for await (const chunk of decompressed(source)) {
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

const emptyBatch = (): XmltvBatch => ({
  channels: [],
  programmes: [],
  rejected: [],
  skippedCharacters: 0,
});

/** The bytes of `source`, gunzipped when they start with gzip's magic number 1f 8b. */
export async function* decompressed(
  source: AsyncIterable<Buffer | string>,
): AsyncGenerator<Buffer> {
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
function decoderFor(file: string, head: Buffer): TextDecoder {
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

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

interface ProgrammeDraft {
  attributes: Record<string, string>;
  line: number;
  titles: LangText[];
  subTitles: LangText[];
  descs: LangText[];
  categories: LangText[];
  episodeNums: { system: string | null; value: string }[];
  ratings: { system: string | null; value: string }[];
  icon?: string;
}

interface ChannelDraft {
  id: string | undefined;
  line: number;
  displayNames: string[];
  lcn?: number;
  icon?: string;
}

/** Turns saxes events into records; `drain` hands over what has closed since the last call. */
class GuideBuilder {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  private readonly path: string[] = [];
  private text = '';
  private tagLine = 1;
  private channel: ChannelDraft | undefined;
  private programme: ProgrammeDraft | undefined;
  private rating: { system: string | null; value: string } | undefined;
  private ready = emptyBatch();

  constructor(private readonly file: string) {
    this.parser.on('opentagstart', () => {
      this.tagLine = this.parser.line;
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('closetag', (tag) => this.closeTag(tag));
    this.parser.on('text', (text) => {
      this.text += text;
    });
    this.parser.on('cdata', (text) => {
      this.text += text;
    });
  }

  write(text: string): void {
    this.guard(() => this.parser.write(text));
  }

  close(): void {
    this.guard(() => this.parser.close());
  }

  drain(into: XmltvBatch): void {
    into.channels.push(...this.ready.channels);
    into.programmes.push(...this.ready.programmes);
    into.rejected.push(...this.ready.rejected);
    this.ready = emptyBatch();
  }

  private guard(action: () => void): void {
    try {
      action();
    } catch (error) {
      if (error instanceof XmltvFormatError) throw error;
      // saxes prefixes "line:column: "; say it the way the other importers do.
      const message = (error as Error).message.replace(/^\d+:\d+: /, '');
      throw new XmltvFormatError(
        `${this.file}: malformed XML at line ${this.parser.line}, column ${this.parser.column}: ${message}`,
      );
    }
  }

  private open(tag: SaxesTagPlain): void {
    this.path.push(tag.name);
    this.text = '';
    const depth = this.path.length;
    const attributes = tag.attributes as Record<string, string>;
    if (depth === 1 && tag.name !== 'tv') {
      throw new XmltvFormatError(
        `${this.file}: not an XMLTV guide at line ${this.tagLine}: the root element is <${tag.name}>, expected <tv>`,
      );
    }
    if (depth === 2 && tag.name === 'channel') {
      this.channel = { id: attributes.id?.trim(), line: this.tagLine, displayNames: [] };
    } else if (depth === 2 && tag.name === 'programme') {
      this.programme = {
        attributes,
        line: this.tagLine,
        titles: [],
        subTitles: [],
        descs: [],
        categories: [],
        episodeNums: [],
        ratings: [],
      };
    } else if (depth === 3 && tag.name === 'icon') {
      const src = attributes.src?.trim();
      if (src && this.channel) this.channel.icon ??= src;
      if (src && this.programme) this.programme.icon ??= src;
    } else if (depth === 3 && tag.name === 'rating' && this.programme) {
      this.rating = { system: attributes.system ?? null, value: '' };
    }
  }

  private closeTag(tag: SaxesTagPlain): void {
    const depth = this.path.length;
    const text = this.text;
    this.text = '';
    this.path.pop();
    const attributes = tag.attributes as Record<string, string>;
    const lang = attributes.lang ?? null;
    if (depth === 2 && tag.name === 'channel') this.finishChannel();
    else if (depth === 2 && tag.name === 'programme') this.finishProgramme();
    else if (depth === 3 && this.channel) {
      if (tag.name === 'display-name' && tidy(text)) this.channel.displayNames.push(tidy(text));
      if (tag.name === 'lcn' && /^\s*\d+\s*$/.test(text)) this.channel.lcn = Number(text);
    } else if (depth === 3 && this.programme) {
      const programme = this.programme;
      const add = (list: LangText[], value: string) => {
        if (value) list.push({ lang, text: value });
      };
      if (tag.name === 'title') add(programme.titles, tidy(text));
      else if (tag.name === 'sub-title') add(programme.subTitles, tidy(text));
      else if (tag.name === 'desc') add(programme.descs, text.trim());
      else if (tag.name === 'category') add(programme.categories, tidy(text));
      else if (tag.name === 'episode-num' && tidy(text)) {
        programme.episodeNums.push({ system: attributes.system ?? null, value: tidy(text) });
      } else if (tag.name === 'rating' && this.rating) {
        if (this.rating.value) programme.ratings.push(this.rating);
        this.rating = undefined;
      }
    } else if (depth === 4 && tag.name === 'value' && this.rating) {
      this.rating.value ||= tidy(text);
    }
  }

  private reject(line: number, reason: string): void {
    this.ready.rejected.push({ file: this.file, line, reason });
  }

  private finishChannel(): void {
    const draft = this.channel;
    this.channel = undefined;
    if (!draft) return;
    if (!draft.id) return this.reject(draft.line, 'channel without id');
    const channel: XmltvChannel = {
      id: draft.id,
      displayNames: draft.displayNames,
      line: draft.line,
    };
    if (draft.lcn !== undefined) channel.lcn = draft.lcn;
    if (draft.icon !== undefined) channel.icon = draft.icon;
    this.ready.channels.push(channel);
  }

  private finishProgramme(): void {
    const draft = this.programme;
    this.programme = undefined;
    if (!draft) return;
    const result = toProgramme(draft);
    if (typeof result === 'string') this.reject(draft.line, result);
    else this.ready.programmes.push(result);
  }
}

/** A programme record, or the reason the element cannot be one. */
function toProgramme(draft: ProgrammeDraft): XmltvProgramme | string {
  const { attributes } = draft;
  const channelId = attributes.channel?.trim();
  if (!channelId) return 'programme without channel';
  if (attributes.start === undefined) return 'programme without start';
  const start = parseXmltvTime(attributes.start);
  if (typeof start === 'string') return `start ${start}`;
  const stop = attributes.stop === undefined ? null : parseXmltvTime(attributes.stop);
  if (typeof stop === 'string') return `stop ${stop}`;
  const programme: XmltvProgramme = {
    channelId,
    start,
    stop,
    titles: draft.titles,
    subTitles: draft.subTitles,
    descs: draft.descs,
    categories: draft.categories,
    line: draft.line,
  };
  const episodeNum =
    draft.episodeNums.find((entry) => entry.system === 'onscreen') ??
    draft.episodeNums.find((entry) => entry.system === 'xmltv_ns') ??
    draft.episodeNums[0];
  if (episodeNum) programme.episodeNum = episodeNum;
  if (draft.ratings[0]) programme.rating = draft.ratings[0];
  if (draft.icon !== undefined) programme.icon = draft.icon;
  return programme;
}
