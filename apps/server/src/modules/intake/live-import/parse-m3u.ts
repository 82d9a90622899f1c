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
  /** Catch-up mode, lower-cased: default, append, shift, flussonic, xc, … */
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

export const REJECT_NO_URL = '#EXTINF without a URL line';
export const REJECT_URL_WITHOUT_EXTINF = 'URL line without #EXTINF';
export const REJECT_NOT_HTTP = 'URL is not http(s)';
export const REJECT_BAD_URL = 'not a valid URL';
export const REJECT_NO_DURATION = 'no duration after #EXTINF:';
export const REJECT_UNCLOSED_QUOTE = 'unclosed quote in #EXTINF';
export const REJECT_NO_NAME = 'no channel name';
export const REJECT_CONTROL = 'control characters in the entry';

/**
 * The channels of one M3U file and the entries it rejected. Pass the file's bytes so that
 * binary and non-UTF-8 files are refused; text is taken as already decoded. Throws
 * M3uFormatError.
 */
export function parseM3u(
  file: string,
  content: string | Uint8Array,
): { channels: ParsedChannel[]; rejected: M3uRejection[] } {
  const lines = splitLines(typeof content === 'string' ? content : decode(file, content));
  const header = lines.findIndex((line) => line.trim() !== '');
  if (header === -1) throw new M3uFormatError(file, 1, 'empty file, expected #EXTM3U');
  if (!/^#EXTM3U(\s|$)/i.test(lines[header]!.trim())) {
    throw new M3uFormatError(
      file,
      header + 1,
      `expected #EXTM3U, found ${JSON.stringify(lines[header]!.trim().slice(0, 40))}`,
    );
  }

  const channels: ParsedChannel[] = [];
  const rejected: M3uRejection[] = [];
  const reject = (line: number, reason: string) => rejected.push({ file, line, reason });
  // The entry between its #EXTINF and its URL line; a string is the reason it is already lost.
  let pending: { line: number; entry: Extinf | string; groups: string[] } | null = null;
  // #EXTGRP lines seen while no entry is open belong to the next one.
  let nextGroups: string[] = [];

  for (let index = header + 1; index < lines.length; index++) {
    const text = lines[index]!.trim();
    const line = index + 1;
    if (text === '') continue;
    if (/^#EXTINF\b/i.test(text)) {
      if (pending) reject(pending.line, REJECT_NO_URL);
      pending = { line, entry: parseExtinf(text), groups: nextGroups };
      nextGroups = [];
    } else if (/^#EXTGRP:/i.test(text)) {
      (pending ? pending.groups : nextGroups).push(...splitGroups(text.slice(8)));
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
      else channels.push(toChannel(pending.line, entry, groups, text));
      pending = null;
    }
  }
  if (pending) reject(pending.line, REJECT_NO_URL);
  return { channels, rejected };
}

/** Lines split on CRLF, LF or a lone CR, without a leading byte-order mark. */
function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
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
  if (CONTROL.test(text)) return REJECT_CONTROL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return REJECT_BAD_URL;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? null : REJECT_NOT_HTTP;
}

function toChannel(line: number, entry: Extinf, extgrp: string[], url: string): ParsedChannel {
  const attribute = (key: string) => {
    const value = entry.attributes.get(key);
    return value ? value : null;
  };
  return {
    line,
    duration: entry.duration,
    tvgId: attribute('tvg-id'),
    tvgName: attribute('tvg-name'),
    name: entry.name,
    logo: attribute('tvg-logo'),
    groups: uniqueGroups([...splitGroups(attribute('group-title') ?? ''), ...extgrp]),
    url,
    catchup: attribute('catchup')?.toLowerCase() ?? null,
    catchupDays: numberOf(attribute('catchup-days'), /^\d+$/),
    catchupSource: attribute('catchup-source'),
    tvgShift: numberOf(attribute('tvg-shift'), /^[+-]?\d+(\.\d+)?$/),
  };
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
