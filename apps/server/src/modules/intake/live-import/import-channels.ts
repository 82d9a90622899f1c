import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Db } from '../../../db/client.js';
import { bumpLineUpVersion } from '../../live/live/index.js';
import { channelTitle, nameKey } from './channel-name.js';
import {
  createChannelsImportRepository,
  type ChannelFields,
  type ExistingChannel,
} from './channels-import-repository.js';
import { MAX_LISTED_REJECTIONS, MAX_M3U_BYTES, M3uTooLargeError } from './m3u-limits.js';
import type { M3uRejection, ParsedChannel } from './m3u-records.js';
import { parseM3u } from './parse-m3u.js';

export interface ChannelsReport {
  files: string[];
  imported: number;
  updated: number;
  unchanged: number;
  /**
   * Channels already there that these lists do not mention. They are kept: an operator may
   * import several lists one after another, and a list never speaks for another's channels.
   */
  notListed: number;
  /** Every channel of the lists, in list order, with its sources. */
  channels: ChannelSourcesReport[];
  /** At most MAX_LISTED_REJECTIONS per file, by file and line; unlistedRejections counts the rest. */
  rejected: M3uRejection[];
  unlistedRejections: number;
}

/** The most alternative sources a channel takes; later entries with its key are rejected. */
export const MAX_SOURCES = 32;

/** A channel of the lists and where each of its sources was listed. */
export interface ChannelSourcesReport {
  title: string;
  tvgId: string | null;
  sources: { url: string; file: string; line: number }[];
}

/** An M3U file's name and bytes. */
export interface M3uSource {
  name: string;
  bytes: Uint8Array;
}

/**
 * Reads M3U files from disk as bytes (parseM3u refuses what is not UTF-8 text); a file over
 * MAX_M3U_BYTES is refused before it is read.
 */
export async function readM3uSources(paths: string[]): Promise<M3uSource[]> {
  return Promise.all(
    paths.map(async (path) => {
      const { size } = await stat(path);
      if (size > MAX_M3U_BYTES) throw new M3uTooLargeError(basename(path), size);
      return { name: basename(path), bytes: await readFile(path) };
    }),
  );
}

/**
 * The key a channel is imported by: its tvg-id, or for an entry without one its normalised
 * title, so that re-importing a list updates the channels it made instead of adding copies.
 */
export const channelKey = (channel: Pick<ChannelFields, 'tvgId' | 'title'>) =>
  channel.tvgId !== null ? `id:${channel.tvgId}` : `name:${nameKey(channel.title)}`;

/**
 * A channel's fields from its first entry; `sources` holds that entry's URL until the
 * alternatives are added. Catch-up is on with a mode (played from the upstream's archive) or
 * with catch-up days alone (recorded by Marquee).
 */
function toFields(channel: ParsedChannel): ChannelFields {
  const catchupDays = channel.catchupDays ?? 0;
  return {
    tvgId: channel.tvgId,
    title: channelTitle(channel.name),
    logoUrl: channel.logo,
    streamUrl: channel.url,
    sources: [channel.url],
    catchupEnabled: channel.catchup !== null || catchupDays > 0,
    catchupMode: channel.catchup,
    catchupDays,
    catchupSource: channel.catchupSource,
    tvgShiftMinutes: channel.tvgShift === null ? 0 : Math.round(channel.tvgShift * 60),
    categories: channel.groups,
  };
}

const sameCategories = (a: string[], b: string[]) => {
  const sorted = [...b].sort();
  return a.length === b.length && [...a].sort().every((name, index) => name === sorted[index]);
};

const sameSources = (a: string[], b: string[]) =>
  a.length === b.length && a.every((url, index) => url === b[index]);

function isUnchanged(current: ExistingChannel, next: ChannelFields): boolean {
  return (
    current.title === next.title &&
    current.logoUrl === next.logoUrl &&
    current.streamUrl === next.streamUrl &&
    sameSources(current.sources, next.sources) &&
    current.catchupEnabled === next.catchupEnabled &&
    current.catchupMode === next.catchupMode &&
    current.catchupDays === next.catchupDays &&
    current.catchupSource === next.catchupSource &&
    current.tvgShiftMinutes === next.tvgShiftMinutes &&
    sameCategories(current.categories, next.categories)
  );
}

/**
 * Imports M3U channel lists in one transaction. Every file is parsed before anything is
 * written, so a file that is not an M3U list (M3uFormatError) leaves the database as it was.
 * Entries with one key are alternative sources of one channel, in list order across the
 * files: the first gives the channel's fields, each URL becomes a source (once), and a
 * re-import replaces a channel's sources with the lists'. New channels are numbered in file
 * order after the highest number there, channels already there keep theirs, and channels the
 * lists do not mention are left as they are (counted as notListed).
 */
export async function importChannels(db: Db, sources: M3uSource[]): Promise<ChannelsReport> {
  const byKey = new Map<
    string,
    { fields: ChannelFields; urls: Set<string>; report: ChannelSourcesReport }
  >();
  const rejected: M3uRejection[] = [];
  let unlistedRejections = 0;
  const reject = (rejection: M3uRejection) => {
    if (rejected.length < MAX_LISTED_REJECTIONS * sources.length) rejected.push(rejection);
    else unlistedRejections += 1;
  };
  for (const source of sources) {
    const parsed = parseM3u(source.name, source.bytes);
    rejected.push(...parsed.rejected);
    unlistedRejections += parsed.unlisted;
    for (const channel of parsed.channels) {
      const fields = toFields(channel);
      const key = channelKey(fields);
      const listed = { url: channel.url, file: source.name, line: channel.line };
      const known = byKey.get(key);
      if (!known) {
        byKey.set(key, {
          fields,
          urls: new Set([channel.url]),
          report: { title: fields.title, tvgId: fields.tvgId, sources: [listed] },
        });
      } else if (known.urls.has(channel.url)) {
        continue;
      } else if (known.urls.size >= MAX_SOURCES) {
        const first = known.report.sources[0]!;
        reject({
          file: source.name,
          line: channel.line,
          reason: `more than ${MAX_SOURCES} sources for the channel of ${first.file} line ${first.line}`,
        });
      } else {
        known.urls.add(channel.url);
        known.fields.sources.push(channel.url);
        known.report.sources.push(listed);
      }
    }
  }
  const unique = [...byKey.values()];

  const counts = await db.transaction(async (tx) => {
    const repository = createChannelsImportRepository(tx);
    const existing = await repository.existingChannels();
    const byKey = new Map(existing.map((channel) => [channelKey(channel), channel]));
    let next = Math.max(0, ...existing.map((channel) => channel.channelNumber)) + 1;
    const creates: (ChannelFields & { channelNumber: number })[] = [];
    const updates: (ChannelFields & { id: number })[] = [];
    let unchanged = 0;
    for (const { fields } of unique) {
      const current = byKey.get(channelKey(fields));
      if (!current) creates.push({ ...fields, channelNumber: next++ });
      else if (isUnchanged(current, fields)) unchanged += 1;
      else updates.push({ ...fields, id: current.id });
    }
    await repository.createChannels(creates);
    await repository.updateChannels(updates);
    const listed = new Set(unique.map(({ fields }) => channelKey(fields)));
    const notListed = existing.filter((channel) => !listed.has(channelKey(channel))).length;
    if (creates.length > 0 || updates.length > 0) await bumpLineUpVersion(tx);
    return { imported: creates.length, updated: updates.length, unchanged, notListed };
  });
  rejected.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    files: sources.map((source) => source.name),
    ...counts,
    channels: unique.map(({ report }) => report),
    rejected,
    unlistedRejections,
  };
}
