// Reads an extended M3U channel list into channel records, keeping a reason for every entry it
// cannot use. Nothing here touches the database, so the rules are unit-tested.
//
// Two kinds of fault, because the importer writes nothing when a file is malformed:
// - the whole file is not an M3U list (not UTF-8 text, a NUL byte, no #EXTM3U header, empty):
//   parseM3u throws M3uFormatError naming the file and the line;
// - one entry is unusable (an #EXTINF with no URL line, a URL that is not http(s), no name):
//   the entry is rejected with its line and a reason, and the rest of the file is kept.
//
// The format, as IPTV lists and Kodi's IPTV Simple client write it:
//   #EXTM3U
//   #EXTINF:-1 tvg-id="Bravo.nz" tvg-logo="https://…" group-title="News;Local" catchup=shift,Bravo
//   #EXTGRP:Entertainment
//   #EXTVLCOPT:http-user-agent=…        (other directives are ignored)
//   https://example.com/bravo.m3u8
//
// Sizes: nothing is imported larger than a channel list ever needs, and nothing is cut to fit.
// - a file over MAX_M3U_BYTES (50 MiB) is refused whole before it is parsed (M3uTooLargeError);
// - an #EXTINF or #EXTGRP line over MAX_EXTINF_LENGTH (65,536 characters) rejects its entry
//   unread;
// - an entry with a field over its limit is rejected, the reason naming the field and limit:
//   name and tvg-name 200 characters, tvg-id 200, each group 100 and at most 20 groups, the
//   stream URL, tvg-logo and catch-up source 4,096, the catch-up mode 32;
// - each file lists its first MAX_LISTED_REJECTIONS (1,000) rejections and counts the rest,
//   so a file of millions of bad lines cannot fill the memory with reasons.
// The work is linear in the file's size: lines are walked, never split into an array.

/** One channel of the list, as the file describes it. */
export interface ParsedChannel {
  /** 1-based line of the entry's #EXTINF. */
  line: number;
  /** The number after #EXTINF: (-1 for a live stream). */
  duration: number;
  /** tvg-id, the key into an XMLTV guide; null when absent or empty. */
  tvgId: string | null;
  tvgName: string | null;
  /** The text after the first comma outside quotes; may itself hold commas. */
  name: string;
  /** tvg-logo. */
  logo: string | null;
  /** group-title split on `;`, then the #EXTGRP lines of the entry, without repeats. */
  groups: string[];
  url: string;
  /**
   * Catch-up mode, lower-cased, aliases by their name (fs is flussonic, timeshift is shift):
   * default, append, shift, flussonic, xc, … Unknown modes are kept as written.
   */
  catchup: string | null;
  catchupDays: number | null;
  catchupSource: string | null;
  /** tvg-shift: hours to move the guide's times by, may be fractional or negative. */
  tvgShift: number | null;
}

export interface M3uRejection {
  file: string;
  /** 1-based line of the fault: the #EXTINF, or the URL line when the URL is bad. */
  line: number;
  reason: string;
}

/** A file that is not an M3U channel list at all: the whole import stops. */
export class M3uFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    problem: string,
  ) {
    super(`${file}: not an M3U channel list: ${problem} at line ${line}`);
    this.name = 'M3uFormatError';
  }
}

export const MAX_M3U_BYTES = 50 * 1024 * 1024;

/** A file over MAX_M3U_BYTES: refused before it is read, like a file that is not a list. */
export class M3uTooLargeError extends M3uFormatError {
  constructor(file: string, bytes: number) {
    super(file, 1, '');
    this.message = `${file}: ${bytes.toLocaleString('en')} bytes, larger than the 50 MiB a channel list may be`;
    this.name = 'M3uTooLargeError';
  }
}

export const MAX_EXTINF_LENGTH = 65_536;
export const MAX_NAME_LENGTH = 200;
export const MAX_TVG_ID_LENGTH = 200;
export const MAX_GROUP_LENGTH = 100;
export const MAX_GROUPS = 20;
export const MAX_URL_LENGTH = 4096;
export const MAX_CATCHUP_MODE_LENGTH = 32;
export const MAX_LISTED_REJECTIONS = 1000;

/** The reason an entry whose `field` is over `limit` characters is rejected. */
export const tooLong = (field: string, limit: number) =>
  `${field} longer than ${limit.toLocaleString('en')} characters`;

export const REJECT_NO_URL = '#EXTINF without a URL line';
export const REJECT_URL_WITHOUT_EXTINF = 'URL line without #EXTINF';
export const REJECT_NOT_HTTP = 'URL is not http(s)';
export const REJECT_BAD_URL = 'not a valid URL';
export const REJECT_NO_DURATION = 'no duration after #EXTINF:';
export const REJECT_UNCLOSED_QUOTE = 'unclosed quote in #EXTINF';
export const REJECT_NO_NAME = 'no channel name';
export const REJECT_CONTROL = 'control characters in the entry';
export const REJECT_LONG_EXTINF = tooLong('#EXTINF line', MAX_EXTINF_LENGTH);
export const REJECT_LONG_EXTGRP = tooLong('#EXTGRP line', MAX_EXTINF_LENGTH);
export const REJECT_MANY_GROUPS = `more than ${MAX_GROUPS} groups`;

/** Other spellings of catch-up modes, as Kodi's IPTV Simple client reads them. */
const CATCHUP_ALIASES: Record<string, string> = { fs: 'flussonic', timeshift: 'shift' };

/**
 * The channels of one M3U file and the entries it rejected (the first MAX_LISTED_REJECTIONS;
 * `unlisted` counts the rest). Pass the file's bytes so that binary and non-UTF-8 files are
 * refused; text is taken as already decoded. Throws M3uFormatError.
 */
export function parseM3u(
  file: string,
  content: string | Uint8Array,
): { channels: ParsedChannel[]; rejected: M3uRejection[]; unlisted: number } {
  const size = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  if (size > MAX_M3U_BYTES) throw new M3uTooLargeError(file, size);
  const lines = linesOf(typeof content === 'string' ? content : decode(file, content));
  let header = lines.next();
  while (!header.done && header.value.text.trim() === '') header = lines.next();
  if (header.done) throw new M3uFormatError(file, 1, 'empty file, expected #EXTM3U');
  const first = header.value.text.trim();
  if (!/^#EXTM3U(\s|$)/i.test(first)) {
    throw new M3uFormatError(
      file,
      header.value.line,
      `expected #EXTM3U, found ${JSON.stringify(first.slice(0, 40))}`,
    );
  }

  const channels: ParsedChannel[] = [];
  const rejected: M3uRejection[] = [];
  let unlisted = 0;
  const reject = (line: number, reason: string) => {
    if (rejected.length < MAX_LISTED_REJECTIONS) rejected.push({ file, line, reason });
    else unlisted += 1;
  };
  // The entry between its #EXTINF and its URL line; a string is the reason it is already lost.
  let pending: { line: number; entry: Extinf | string; groups: Groups } | null = null;
  // #EXTGRP lines seen while no entry is open belong to the next one.
  let nextGroups: Groups = [];

  for (const { line, text: raw } of lines) {
    const text = raw.trim();
    if (text === '') continue;
    if (/^#EXTINF\b/i.test(text)) {
      if (pending) reject(pending.line, REJECT_NO_URL);
      const entry = text.length > MAX_EXTINF_LENGTH ? REJECT_LONG_EXTINF : parseExtinf(text);
      pending = { line, entry, groups: nextGroups };
      nextGroups = [];
    } else if (/^#EXTGRP:/i.test(text)) {
      if (pending) pending.groups = withExtgrp(pending.groups, text);
      else nextGroups = withExtgrp(nextGroups, text);
    } else if (text.startsWith('#')) {
      continue;
    } else if (!pending) {
      reject(line, REJECT_URL_WITHOUT_EXTINF);
      nextGroups = [];
    } else {
      const { entry, groups } = pending;
      const urlFault = checkUrl(text);
      if (typeof entry === 'string') reject(pending.line, entry);
      else if (urlFault) reject(line, urlFault);
      else if (typeof groups === 'string') reject(pending.line, groups);
      else {
        const channel = toChannel(pending.line, entry, groups, text);
        if (typeof channel === 'string') reject(pending.line, channel);
        else channels.push(channel);
      }
      pending = null;
    }
  }
  if (pending) reject(pending.line, REJECT_NO_URL);
  return { channels, rejected, unlisted };
}

/** An entry's #EXTGRP groups so far, or the reason they cannot be kept. */
type Groups = string[] | string;

/** `groups` with those of an #EXTGRP line; past the limits nothing more is kept. */
function withExtgrp(groups: Groups, text: string): Groups {
  if (typeof groups === 'string' || groups.length > MAX_GROUPS) return groups;
  if (text.length > MAX_EXTINF_LENGTH) return REJECT_LONG_EXTGRP;
  return [...groups, ...splitGroups(text.slice('#EXTGRP:'.length))];
}

/** The lines of `text` with their 1-based numbers, split on CRLF, LF or a lone CR, BOM dropped. */
function* linesOf(text: string): Generator<{ line: number; text: string }> {
  const breaks = /\r\n|\r|\n/g;
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  breaks.lastIndex = start;
  let from = start;
  let line = 1;
  for (let found = breaks.exec(text); found; found = breaks.exec(text)) {
    yield { line: line++, text: text.slice(from, found.index) };
    from = breaks.lastIndex;
  }
  yield { line, text: text.slice(from) };
}

/** UTF-8 text without its BOM, or M3uFormatError at the first line that is not text. */
function decode(file: string, bytes: Uint8Array): string {
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw new M3uFormatError(file, lineAt(bytes, nul), 'binary data (a NUL byte)');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new M3uFormatError(file, firstInvalidLine(bytes), 'not UTF-8 text');
  }
}

/** Line breaks are ASCII, so bytes split into lines the way the text does. */
function lineStarts(bytes: Uint8Array): number[] {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) i++;
    if (bytes[i] === 0x0a || bytes[i] === 0x0d) starts.push(i + 1);
  }
  return starts;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  return lineStarts(bytes).filter((start) => start <= offset).length;
}

function firstInvalidLine(bytes: Uint8Array): number {
  const starts = lineStarts(bytes);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let line = 0; line < starts.length; line++) {
    try {
      decoder.decode(bytes.subarray(starts[line], starts[line + 1] ?? bytes.length));
    } catch {
      return line + 1;
    }
  }
  return starts.length;
}

interface Extinf {
  duration: number;
  attributes: Map<string, string>;
  name: string;
}

// C0 controls other than tab and line breaks, and DEL: what binary noise leaves in a text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The duration, attributes and name of an #EXTINF line, or the reason it has none. */
function parseExtinf(text: string): Extinf | string {
  if (CONTROL.test(text)) return REJECT_CONTROL;
  const body = text.slice('#EXTINF'.length).replace(/^:/, '');
  const duration = /^\s*([+-]?\d+(?:\.\d+)?)/.exec(body);
  if (!duration) return REJECT_NO_DURATION;
  const attributes = new Map<string, string>();
  let name: string | null = null;
  let i = duration[0].length;
  while (i < body.length) {
    const char = body[i]!;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === ',') {
      name = body.slice(i + 1);
      break;
    }
    const keyStart = i;
    while (i < body.length && !/[\s=,]/.test(body[i]!)) i++;
    const key = body.slice(keyStart, i).toLowerCase();
    if (body[i] !== '=') continue; // a bare word: not an attribute
    i++;
    let value: string;
    const quote = body[i];
    if (quote === '"' || quote === "'") {
      const end = body.indexOf(quote, i + 1);
      if (end === -1) return REJECT_UNCLOSED_QUOTE;
      value = body.slice(i + 1, end);
      i = end + 1;
    } else {
      const valueStart = i;
      while (i < body.length && !/[\s,]/.test(body[i]!)) i++;
      value = body.slice(valueStart, i);
    }
    // The first of repeated attributes wins, as in Kodi's IPTV Simple client.
    if (!attributes.has(key)) attributes.set(key, value.trim());
  }
  const shown = tidy(name ?? '') || tidy(attributes.get('tvg-name') ?? '');
  if (shown === '') return REJECT_NO_NAME;
  return { duration: Number(duration[1]), attributes, name: shown };
}

/** Why a URL line cannot be a channel's stream, or null when it can. */
function checkUrl(text: string): string | null {
  if (text.length > MAX_URL_LENGTH) return tooLong('URL', MAX_URL_LENGTH);
  if (CONTROL.test(text)) return REJECT_CONTROL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return REJECT_BAD_URL;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? null : REJECT_NOT_HTTP;
}

/** The channel of an entry, or the reason one of its fields is too long to be imported. */
function toChannel(
  line: number,
  entry: Extinf,
  extgrp: string[],
  url: string,
): ParsedChannel | string {
  const attribute = (key: string) => {
    const value = entry.attributes.get(key);
    return value ? value : null;
  };
  const groups = uniqueGroups([...splitGroups(attribute('group-title') ?? ''), ...extgrp]);
  const catchup = attribute('catchup')?.toLowerCase() ?? null;
  const channel: ParsedChannel = {
    line,
    duration: entry.duration,
    tvgId: attribute('tvg-id'),
    tvgName: attribute('tvg-name'),
    name: entry.name,
    logo: attribute('tvg-logo'),
    groups,
    url,
    catchup: catchup === null ? null : (CATCHUP_ALIASES[catchup] ?? catchup),
    catchupDays: numberOf(attribute('catchup-days'), /^\d+$/),
    catchupSource: attribute('catchup-source'),
    tvgShift: numberOf(attribute('tvg-shift'), /^[+-]?\d+(\.\d+)?$/),
  };
  return oversizedField(channel) ?? channel;
}

const FIELD_LIMITS: [string, number, (channel: ParsedChannel) => string | null][] = [
  ['channel name', MAX_NAME_LENGTH, (channel) => channel.name],
  ['tvg-name', MAX_NAME_LENGTH, (channel) => channel.tvgName],
  ['tvg-id', MAX_TVG_ID_LENGTH, (channel) => channel.tvgId],
  ['tvg-logo', MAX_URL_LENGTH, (channel) => channel.logo],
  ['catchup-source', MAX_URL_LENGTH, (channel) => channel.catchupSource],
  ['catchup mode', MAX_CATCHUP_MODE_LENGTH, (channel) => channel.catchup],
];

/** Why the channel cannot be imported as it is, or null when every field fits. */
function oversizedField(channel: ParsedChannel): string | null {
  for (const [field, limit, value] of FIELD_LIMITS) {
    if ((value(channel)?.length ?? 0) > limit) return tooLong(field, limit);
  }
  if (channel.groups.length > MAX_GROUPS) return REJECT_MANY_GROUPS;
  const long = channel.groups.find((group) => group.length > MAX_GROUP_LENGTH);
  return long === undefined ? null : tooLong('group', MAX_GROUP_LENGTH);
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

const splitGroups = (text: string) => text.split(';').map(tidy).filter(Boolean);

/** Groups without repeats, the first spelling kept ("News" and "news" are one group). */
function uniqueGroups(groups: string[]): string[] {
  const seen = new Set<string>();
  return groups.filter((group) => {
    const key = group.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// An unreadable optional attribute leaves the channel without it rather than losing it.
const numberOf = (value: string | null, shape: RegExp) =>
  value !== null && shape.test(value) ? Number(value) : null;
