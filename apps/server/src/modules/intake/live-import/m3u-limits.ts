// The sizes a channel list is read within: nothing is imported larger than a channel list ever
// needs, and nothing is cut to fit.
// - a file over MAX_M3U_BYTES (50 MiB) is refused whole before it is parsed (M3uTooLargeError);
// - an #EXTINF or #EXTGRP line over MAX_EXTINF_LENGTH (65,536 characters) rejects its entry
//   unread;
// - an entry with a field over its limit is rejected, the reason naming the field and limit:
//   name and tvg-name 200 characters, tvg-id 200, each group 100 and at most 20 groups, the
//   stream URL, tvg-logo and catch-up source 4,096, the catch-up mode 32;
// - each file lists its first MAX_LISTED_REJECTIONS (1,000) rejections and counts the rest,
//   so a file of millions of bad lines cannot fill the memory with reasons.
import { M3uFormatError, type ParsedChannel } from './m3u-records.js';

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

export const REJECT_LONG_EXTINF = tooLong('#EXTINF line', MAX_EXTINF_LENGTH);
export const REJECT_LONG_EXTGRP = tooLong('#EXTGRP line', MAX_EXTINF_LENGTH);
export const REJECT_MANY_GROUPS = `more than ${MAX_GROUPS} groups`;

const FIELD_LIMITS: [string, number, (channel: ParsedChannel) => string | null][] = [
  ['channel name', MAX_NAME_LENGTH, (channel) => channel.name],
  ['tvg-name', MAX_NAME_LENGTH, (channel) => channel.tvgName],
  ['tvg-id', MAX_TVG_ID_LENGTH, (channel) => channel.tvgId],
  ['tvg-logo', MAX_URL_LENGTH, (channel) => channel.logo],
  ['catchup-source', MAX_URL_LENGTH, (channel) => channel.catchupSource],
  ['catchup mode', MAX_CATCHUP_MODE_LENGTH, (channel) => channel.catchup],
];

/** Why the channel cannot be imported as it is, or null when every field fits. */
export function oversizedField(channel: ParsedChannel): string | null {
  for (const [field, limit, value] of FIELD_LIMITS) {
    if ((value(channel)?.length ?? 0) > limit) return tooLong(field, limit);
  }
  if (channel.groups.length > MAX_GROUPS) return REJECT_MANY_GROUPS;
  const long = channel.groups.find((group) => group.length > MAX_GROUP_LENGTH);
  return long === undefined ? null : tooLong('group', MAX_GROUP_LENGTH);
}
