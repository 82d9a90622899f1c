import { basename } from 'node:path';
import type { Db } from '../../db/client.js';
import { nameKey } from '../live-import/index.js';
import {
  createGuideImportRepository,
  type GuideTarget,
  type ProgrammeRow,
} from './guide-import-repository.js';
import { normaliseProgrammes } from './normalise-programmes.js';
import {
  readXmltvFile,
  type XmltvBatch,
  type XmltvProgramme,
  type XmltvRejection,
} from './parse-xmltv.js';

export interface GuideReport {
  files: string[];
  /** Guide channels: how many fed an imported channel, and the ids of those that fed none. */
  channels: { matched: number; unmatched: string[] };
  programmes: {
    imported: number;
    updated: number;
    unchanged: number;
    /** Programmes not written, by reason (normaliseProgrammes' reasons, or no channel). */
    dropped: Record<string, number>;
  };
  rejected: XmltvRejection[];
  skippedCharacters: number;
}

export const DROP_NO_CHANNEL = 'its guide channel matches no imported channel';

/** Where a guide's records go while the files are read. */
interface Gathered {
  /** Display names by guide channel id, in the guide's order. */
  channels: Map<string, string[]>;
  programmes: Map<string, XmltvProgramme[]>;
  rejected: XmltvRejection[];
  skippedCharacters: number;
}

/** The batches of a guide file; tests pass their own. */
export type GuideReader = (path: string) => AsyncIterable<XmltvBatch>;

/**
 * Imports XMLTV guides in one transaction. The files are read to the end before anything is
 * written, so malformed XML anywhere (XmltvFormatError) leaves the database as it was.
 * A guide channel feeds the imported channel with its id as tvg-id; guide channels left over
 * feed channels not yet fed whose normalised title is one of their normalised display names.
 * Programmes are normalised per guide channel, moved by the channel's tvg-shift and upserted
 * by (channel, start).
 */
export async function importGuide(
  db: Db,
  paths: readonly string[],
  read: GuideReader = readXmltvFile,
): Promise<GuideReport> {
  const gathered: Gathered = {
    channels: new Map(),
    programmes: new Map(),
    rejected: [],
    skippedCharacters: 0,
  };
  for (const path of paths) {
    for await (const batch of read(path)) gather(gathered, batch);
  }
  const dropped: Record<string, number> = {};
  const drop = (reason: string, count = 1) => {
    dropped[reason] = (dropped[reason] ?? 0) + count;
  };

  const result = await db.transaction(async (tx) => {
    const repository = createGuideImportRepository(tx);
    const targets = matchChannels(gathered.channels, await repository.channels());
    const rows: ProgrammeRow[] = [];
    for (const [guideId, list] of gathered.programmes) {
      const fed = targets.get(guideId) ?? [];
      if (fed.length === 0) {
        drop(DROP_NO_CHANNEL, list.length);
        continue;
      }
      const normalised = normaliseProgrammes(list);
      for (const { reason } of normalised.dropped) drop(reason);
      for (const channel of fed) {
        rows.push(...normalised.programmes.map((programme) => toRow(channel, programme)));
      }
    }
    const from = new Date(Math.min(...rows.map((row) => row.start.getTime())));
    const existing = new Map(
      (await repository.programmesOf([...new Set(rows.map((row) => row.channelId))], from)).map(
        (row) => [rowKey(row), row],
      ),
    );
    const counts = { imported: 0, updated: 0, unchanged: 0 };
    const writes = rows.filter((row) => {
      const current = existing.get(rowKey(row));
      if (!current) counts.imported += 1;
      else if (sameRow(current, row)) counts.unchanged += 1;
      else counts.updated += 1;
      return !current || !sameRow(current, row);
    });
    await repository.upsertProgrammes(writes);
    const matched = [...gathered.channels.keys()].filter((id) => targets.has(id));
    return {
      counts,
      matched: matched.length,
      unmatched: [...gathered.channels.keys()].filter((id) => !targets.has(id)),
    };
  });
  return {
    files: paths.map((path) => basename(path)),
    channels: { matched: result.matched, unmatched: result.unmatched },
    programmes: { ...result.counts, dropped },
    rejected: gathered.rejected,
    skippedCharacters: gathered.skippedCharacters,
  };
}

/**
 * Keeps what the import needs of a batch: display names per channel, and programmes with only
 * their first title, description and category, so a guide's programmes stay small in memory.
 */
function gather(into: Gathered, batch: XmltvBatch): void {
  for (const channel of batch.channels) {
    into.channels.set(channel.id, [
      ...(into.channels.get(channel.id) ?? []),
      ...channel.displayNames,
    ]);
  }
  for (const programme of batch.programmes) {
    // A programme of a channel the guide never declares can still meet a channel by tvg-id.
    if (!into.channels.has(programme.channelId)) into.channels.set(programme.channelId, []);
    const slim: XmltvProgramme = {
      channelId: programme.channelId,
      start: programme.start,
      stop: programme.stop,
      titles: programme.titles.slice(0, 1),
      subTitles: [],
      descs: programme.descs.slice(0, 1),
      categories: programme.categories.slice(0, 1),
      line: programme.line,
    };
    if (programme.episodeNum) slim.episodeNum = programme.episodeNum;
    if (programme.icon !== undefined) slim.icon = programme.icon;
    const list = into.programmes.get(programme.channelId) ?? [];
    list.push(slim);
    into.programmes.set(programme.channelId, list);
  }
  into.rejected.push(...batch.rejected);
  into.skippedCharacters += batch.skippedCharacters;
}

/** The imported channels each guide channel feeds (see importGuide); each is fed by one. */
export function matchChannels(
  guide: Map<string, string[]>,
  channels: GuideTarget[],
): Map<string, GuideTarget[]> {
  const fed = new Set<number>();
  const targets = new Map<string, GuideTarget[]>();
  const feed = (guideId: string, channel: GuideTarget) => {
    fed.add(channel.id);
    targets.set(guideId, [...(targets.get(guideId) ?? []), channel]);
  };
  for (const channel of channels) {
    if (channel.tvgId !== null && guide.has(channel.tvgId)) feed(channel.tvgId, channel);
  }
  for (const [guideId, names] of guide) {
    if (targets.has(guideId)) continue;
    const keys = new Set(names.map(nameKey).filter((key) => key !== ''));
    for (const channel of channels) {
      if (!fed.has(channel.id) && keys.has(nameKey(channel.title))) feed(guideId, channel);
    }
  }
  return targets;
}

const shifted = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

function toRow(channel: GuideTarget, programme: XmltvProgramme & { stop: Date }): ProgrammeRow {
  return {
    channelId: channel.id,
    start: shifted(programme.start, channel.tvgShiftMinutes),
    stop: shifted(programme.stop, channel.tvgShiftMinutes),
    title: programme.titles[0]?.text ?? '',
    description: programme.descs[0]?.text ?? null,
    category: programme.categories[0]?.text ?? null,
    iconUrl: programme.icon ?? null,
    episode: programme.episodeNum?.value ?? null,
  };
}

const rowKey = (row: ProgrammeRow) => `${row.channelId}|${row.start.getTime()}`;

const sameRow = (a: ProgrammeRow, b: ProgrammeRow) =>
  a.stop.getTime() === b.stop.getTime() &&
  a.title === b.title &&
  a.description === b.description &&
  a.category === b.category &&
  a.iconUrl === b.iconUrl &&
  a.episode === b.episode;
