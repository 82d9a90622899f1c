// One imported channel's programmes as a guide import leaves them. The guide speaks for the
// span it covers on that channel (its first start to its last stop): inside it, programmes it
// no longer lists are removed, so a changed schedule leaves no stale, overlapping rows; outside
// it, and on channels the guide does not mention, nothing is touched.

import type {
  GuideImportRepository,
  GuideTarget,
  ProgrammeRow,
} from './guide-import-repository.js';
import type { StagedProgramme } from './guide-staging.js';

export interface ProgrammeCounts {
  imported: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export const noProgrammes = (): ProgrammeCounts => ({
  imported: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
});

const shifted = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** The row of a guide programme on a channel, moved by the channel's tvg-shift. */
export function programmeRow(
  channel: GuideTarget,
  programme: StagedProgramme & { stop: Date },
): ProgrammeRow {
  return {
    channelId: channel.id,
    start: shifted(programme.start, channel.tvgShiftMinutes),
    stop: shifted(programme.stop, channel.tvgShiftMinutes),
    title: programme.title,
    description: programme.description,
    category: programme.category,
    iconUrl: programme.iconUrl,
    episode: programme.episode,
  };
}

/**
 * Writes one channel's rows (normalised: in start order, one per start) against what the
 * channel has in their span, and counts what changed.
 */
export async function writeChannelProgrammes(
  repository: GuideImportRepository,
  channelId: number,
  rows: readonly ProgrammeRow[],
): Promise<ProgrammeCounts> {
  const counts = noProgrammes();
  if (rows.length === 0) return counts;
  const from = rows[0]!.start;
  const to = new Date(rows.reduce((last, row) => Math.max(last, row.stop.getTime()), 0));
  const existing = new Map(
    (await repository.programmesBetween(channelId, from, to)).map((row) => [
      row.start.getTime(),
      row,
    ]),
  );
  const writes = rows.filter((row) => {
    const current = existing.get(row.start.getTime());
    existing.delete(row.start.getTime());
    if (!current) counts.imported += 1;
    else if (sameRow(current, row)) counts.unchanged += 1;
    else counts.updated += 1;
    return !current || !sameRow(current, row);
  });
  await repository.upsertProgrammes(writes);
  const removed = [...existing.values()].map((row) => row.id);
  await repository.deleteProgrammes(removed);
  counts.removed = removed.length;
  return counts;
}

const sameRow = (a: ProgrammeRow, b: ProgrammeRow) =>
  a.stop.getTime() === b.stop.getTime() &&
  a.title === b.title &&
  a.description === b.description &&
  a.category === b.category &&
  a.iconUrl === b.iconUrl &&
  a.episode === b.episode;
