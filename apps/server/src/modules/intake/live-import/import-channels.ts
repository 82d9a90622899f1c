import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Db } from '../../../db/client.js';
import { bumpLineUpVersion } from '../../live/live/index.js';
import { channelTitle, nameKey } from './channel-name.js';
import {
  createChannelsImportRepository,
  type ChannelFields,
  type ExistingChannel,
} from './channels-import-repository.js';
import { parseM3u, type M3uRejection, type ParsedChannel } from './parse-m3u.js';

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
  rejected: M3uRejection[];
}

/** An M3U file's name and bytes. */
export interface M3uSource {
  name: string;
  bytes: Uint8Array;
}

/** Reads M3U files from disk as bytes (parseM3u refuses what is not UTF-8 text). */
export async function readM3uSources(paths: string[]): Promise<M3uSource[]> {
  return Promise.all(
    paths.map(async (path) => ({ name: basename(path), bytes: await readFile(path) })),
  );
}

/**
 * The key a channel is imported by: its tvg-id, or for an entry without one its normalised
 * title, so that re-importing a list updates the channels it made instead of adding copies.
 */
export const channelKey = (channel: Pick<ChannelFields, 'tvgId' | 'title'>) =>
  channel.tvgId !== null ? `id:${channel.tvgId}` : `name:${nameKey(channel.title)}`;

function toFields(channel: ParsedChannel): ChannelFields {
  return {
    tvgId: channel.tvgId,
    title: channelTitle(channel.name),
    logoUrl: channel.logo,
    streamUrl: channel.url,
    catchupEnabled: channel.catchup !== null,
    catchupDays: channel.catchupDays ?? 0,
    catchupSource: channel.catchupSource,
    tvgShiftMinutes: channel.tvgShift === null ? 0 : Math.round(channel.tvgShift * 60),
    categories: channel.groups,
  };
}

const sameCategories = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((name, index) => name === [...b].sort()[index]);

function isUnchanged(current: ExistingChannel, next: ChannelFields): boolean {
  return (
    current.title === next.title &&
    current.logoUrl === next.logoUrl &&
    current.streamUrl === next.streamUrl &&
    current.catchupEnabled === next.catchupEnabled &&
    current.catchupDays === next.catchupDays &&
    current.catchupSource === next.catchupSource &&
    current.tvgShiftMinutes === next.tvgShiftMinutes &&
    sameCategories(current.categories, next.categories)
  );
}

/**
 * Imports M3U channel lists in one transaction. Every file is parsed before anything is
 * written, so a file that is not an M3U list (M3uFormatError) leaves the database as it was.
 * A second entry with the key of an earlier one is rejected; new channels are numbered in
 * file order after the highest number there, channels already there keep theirs, and
 * channels the lists do not mention are left as they are (counted as notListed).
 */
export async function importChannels(db: Db, sources: M3uSource[]): Promise<ChannelsReport> {
  const entries: { file: string; line: number; fields: ChannelFields }[] = [];
  const rejected: M3uRejection[] = [];
  for (const source of sources) {
    const parsed = parseM3u(source.name, source.bytes);
    rejected.push(...parsed.rejected);
    for (const channel of parsed.channels) {
      entries.push({ file: source.name, line: channel.line, fields: toFields(channel) });
    }
  }
  const firstLine = new Map<string, string>();
  const unique = entries.filter((entry) => {
    const key = channelKey(entry.fields);
    const first = firstLine.get(key);
    if (first === undefined) {
      firstLine.set(key, `${entry.file} line ${entry.line}`);
      return true;
    }
    rejected.push({
      file: entry.file,
      line: entry.line,
      reason: `same ${entry.fields.tvgId !== null ? 'tvg-id' : 'name'} as ${first}`,
    });
    return false;
  });

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
  return { files: sources.map((source) => source.name), ...counts, rejected };
}
