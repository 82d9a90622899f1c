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
// Nothing is imported larger than a channel list ever needs, and nothing is cut to fit
// (m3u-limits.ts). The work is linear in the file's size: lines are walked, never split into an
// array.
import { CONTROL, REJECT_CONTROL, parseExtinf, tidy, type Extinf } from './extinf.js';
import { decode, linesOf } from './m3u-lines.js';
import {
  MAX_EXTINF_LENGTH,
  MAX_GROUPS,
  MAX_LISTED_REJECTIONS,
  MAX_M3U_BYTES,
  MAX_URL_LENGTH,
  M3uTooLargeError,
  REJECT_LONG_EXTGRP,
  REJECT_LONG_EXTINF,
  oversizedField,
  tooLong,
} from './m3u-limits.js';
import { M3uFormatError, type M3uRejection, type ParsedChannel } from './m3u-records.js';

export const REJECT_NO_URL = '#EXTINF without a URL line';
export const REJECT_URL_WITHOUT_EXTINF = 'URL line without #EXTINF';
export const REJECT_NOT_HTTP = 'URL is not http(s)';
export const REJECT_BAD_URL = 'not a valid URL';

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
