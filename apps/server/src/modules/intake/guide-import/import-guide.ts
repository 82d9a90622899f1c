import { basename } from 'node:path';
import type { Db } from '../../../db/client.js';
import { bumpGuideVersion } from '../../live/live/index.js';
import { nameKey } from '../live-import/index.js';
import {
  noProgrammes,
  programmeRow,
  writeChannelProgrammes,
  type ProgrammeCounts,
} from './channel-programmes.js';
import { createGuideImportRepository, type GuideTarget } from './guide-import-repository.js';
import { createGuideStaging, type GuideStaging, type StagedProgramme } from './guide-staging.js';
import { normaliseProgrammes } from './normalise-programmes.js';
import { readXmltvFile } from './parse-xmltv.js';
import type { XmltvBatch, XmltvProgramme, XmltvRejection } from './xmltv-records.js';
import { programmeTexts } from './programme-texts.js';

export interface GuideReport {
  files: string[];
  /** Guide channels: how many fed an imported channel, and the ids of those that fed none. */
  channels: { matched: number; unmatched: string[] };
  programmes: ProgrammeCounts & {
    /** Programmes not written, by reason (normaliseProgrammes' reasons, or no channel). */
    dropped: Record<string, number>;
  };
  /** The first MAX_LISTED_REJECTIONS, in file order; unlistedRejections counts the rest. */
  rejected: XmltvRejection[];
  unlistedRejections: number;
  /** Characters XML forbids, skipped wherever they were. */
  skippedCharacters: number;
}

/** Rejections kept to list: past them a guide of millions of bad records is only counted. */
export const MAX_LISTED_REJECTIONS = 1000;

/** Display names kept per guide channel: enough to match, never a list that grows forever. */
export const MAX_DISPLAY_NAMES = 32;

export const DROP_NO_CHANNEL = 'its guide channel matches no imported channel';

/** The batches of a guide file; tests pass their own. */
export type GuideReader = (path: string) => AsyncIterable<XmltvBatch>;

/** A channel the guides declared, its names, programmes and the channels it fed. */
export interface DeclaredGuideChannel {
  id: string;
  names: string[];
  programmes: number;
  channelIds: number[];
}

/** What an import from the studio adds: operators' mappings, and what the guides declared. */
export interface GuideImportOptions {
  /** Channel ids by guide channel id, fed ahead of matching by tvg-id or name. */
  mapped?: ReadonlyMap<string, number>;
  /** Told, in the import's transaction, every guide channel and what it fed. */
  declared?: (db: Db, channels: DeclaredGuideChannel[]) => Promise<void>;
}

/** What reading the files leaves besides the staged programmes. */
interface ReadGuides {
  /** Display names by guide channel id, in the guide's order. */
  channels: Map<string, string[]>;
  rejected: XmltvRejection[];
  unlistedRejections: number;
  skippedCharacters: number;
}

/**
 * Imports XMLTV guides in one transaction. Programmes are staged batch by batch as the files
 * stream in (guide-staging.ts), so a guide never sits in memory, and malformed XML anywhere
 * (XmltvFormatError) rolls back everything. Then a guide channel feeds the imported channel
 * with its id as tvg-id; guide channels left over feed channels not yet fed whose normalised
 * title is one of their normalised display names. Each guide channel's programmes are
 * normalised, moved by the channel's tvg-shift and written over the span they cover
 * (channel-programmes.ts), one channel at a time.
 */
export async function importGuide(
  db: Db,
  paths: readonly string[],
  read: GuideReader = readXmltvFile,
  options: GuideImportOptions = {},
): Promise<GuideReport> {
  return db.transaction(async (tx) => {
    const staging = await createGuideStaging(tx);
    const guide = await stageGuides(staging, paths, read);
    const staged = await staging.channels();
    // A programme of a channel the guide never declares can still meet a channel by tvg-id.
    for (const id of staged.keys()) if (!guide.channels.has(id)) guide.channels.set(id, []);
    const repository = createGuideImportRepository(tx);
    const targets = matchChannels(guide.channels, await repository.channels(), options.mapped);

    const counts = noProgrammes();
    const dropped: Record<string, number> = {};
    const drop = (reason: string, count = 1) => {
      dropped[reason] = (dropped[reason] ?? 0) + count;
    };
    for (const [guideId, total] of staged) {
      const fed = targets.get(guideId) ?? [];
      if (fed.length === 0) {
        drop(DROP_NO_CHANNEL, total);
        continue;
      }
      const normalised = normaliseProgrammes(await staging.programmesOf(guideId));
      for (const { reason } of normalised.dropped) drop(reason);
      for (const channel of fed) {
        const rows = normalised.programmes.map((programme) => programmeRow(channel, programme));
        const written = await writeChannelProgrammes(repository, channel.id, rows);
        for (const key of Object.keys(counts) as (keyof ProgrammeCounts)[]) {
          counts[key] += written[key];
        }
      }
    }
    if (counts.imported + counts.updated + counts.removed > 0) await bumpGuideVersion(tx);
    const ids = [...guide.channels.keys()];
    await options.declared?.(
      tx,
      ids.map((id) => ({
        id,
        names: guide.channels.get(id) ?? [],
        programmes: staged.get(id) ?? 0,
        channelIds: (targets.get(id) ?? []).map((channel) => channel.id),
      })),
    );
    return {
      files: paths.map((path) => basename(path)),
      channels: {
        matched: ids.filter((id) => targets.has(id)).length,
        unmatched: ids.filter((id) => !targets.has(id)),
      },
      programmes: { ...counts, dropped },
      rejected: guide.rejected,
      unlistedRejections: guide.unlistedRejections,
      skippedCharacters: guide.skippedCharacters,
    };
  });
}

/** Reads every file to the end, staging programmes as their batches arrive. */
async function stageGuides(
  staging: GuideStaging,
  paths: readonly string[],
  read: GuideReader,
): Promise<ReadGuides> {
  const guide: ReadGuides = {
    channels: new Map(),
    rejected: [],
    unlistedRejections: 0,
    skippedCharacters: 0,
  };
  for (const path of paths) {
    for await (const batch of read(path)) {
      for (const channel of batch.channels) {
        const names = guide.channels.get(channel.id) ?? [];
        guide.channels.set(channel.id, names);
        for (const name of channel.displayNames) {
          if (names.length < MAX_DISPLAY_NAMES) names.push(name);
        }
      }
      await staging.add(batch.programmes.map(toStaged));
      const room = Math.max(0, MAX_LISTED_REJECTIONS - guide.rejected.length);
      guide.rejected.push(...batch.rejected.slice(0, room));
      guide.unlistedRejections += Math.max(0, batch.rejected.length - room);
      guide.skippedCharacters += batch.skippedCharacters;
    }
  }
  return guide;
}

function toStaged(programme: XmltvProgramme): StagedProgramme {
  return {
    channelId: programme.channelId,
    start: programme.start,
    stop: programme.stop,
    ...programmeTexts(programme),
    iconUrl: programme.icon ?? null,
    episode: programme.episodeNum?.value ?? null,
  };
}

/**
 * The imported channels each guide channel feeds (see importGuide); each is fed by one. An
 * operator's mapping (`mapped`) comes first, then tvg-ids, then names.
 */
export function matchChannels(
  guide: Map<string, string[]>,
  channels: GuideTarget[],
  mapped: ReadonlyMap<string, number> = new Map(),
): Map<string, GuideTarget[]> {
  const fed = new Set<number>();
  const targets = new Map<string, GuideTarget[]>();
  const feed = (guideId: string, channel: GuideTarget) => {
    fed.add(channel.id);
    targets.set(guideId, [...(targets.get(guideId) ?? []), channel]);
  };
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  for (const [guideId, channelId] of mapped) {
    const channel = byId.get(channelId);
    if (channel && guide.has(guideId) && !fed.has(channel.id)) feed(guideId, channel);
  }
  for (const channel of channels) {
    if (channel.tvgId !== null && guide.has(channel.tvgId) && !fed.has(channel.id)) {
      feed(channel.tvgId, channel);
    }
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
