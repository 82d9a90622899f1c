// The guide rules that need a channel's programmes side by side. Pure, so the importer can run
// them per channel on whatever it has gathered, and the rules are unit-tested.

import type { XmltvProgramme } from './parse-xmltv.js';

/** A programme with its stop settled: normalised programmes always have one. */
export type GuideProgramme = Omit<XmltvProgramme, 'stop'> & { stop: Date };

export interface DroppedProgramme {
  programme: XmltvProgramme;
  reason: string;
}

/**
 * Each channel's programmes in start order, with a missing stop taken from the next
 * programme's start, overlaps trimmed (the earlier stop moved to the next start), exact
 * duplicates (channel, start, first title) and zero or negative lengths dropped with a reason.
 * The last programme of a channel without a stop is dropped: nothing says when it ends.
 */
export function normaliseProgrammes(list: readonly XmltvProgramme[]): {
  programmes: GuideProgramme[];
  dropped: DroppedProgramme[];
  /** How many stops were moved back to end an overlap. */
  trimmed: number;
} {
  const dropped: DroppedProgramme[] = [];
  const channels = new Map<string, XmltvProgramme[]>();
  for (const programme of list) {
    if (programme.stop !== null && programme.stop <= programme.start) {
      const reason = programme.stop < programme.start ? 'stop before start' : 'zero length';
      dropped.push({ programme, reason });
      continue;
    }
    const channel = channels.get(programme.channelId) ?? [];
    channel.push(programme);
    channels.set(programme.channelId, channel);
  }
  const programmes: GuideProgramme[] = [];
  let trimmed = 0;
  for (const channel of channels.values()) {
    const ordered = withoutDuplicates(
      [...channel].sort((a, b) => a.start.getTime() - b.start.getTime() || a.line - b.line),
      dropped,
    );
    ordered.forEach((programme, index) => {
      const next = ordered[index + 1];
      let stop = programme.stop;
      if (stop === null) {
        if (!next) {
          dropped.push({ programme, reason: 'no stop and no next programme on the channel' });
          return;
        }
        stop = next.start;
      } else if (next && stop > next.start) {
        stop = next.start;
        trimmed += 1;
      }
      if (stop <= programme.start) {
        dropped.push({ programme, reason: 'zero length once the overlap is trimmed' });
        return;
      }
      programmes.push({ ...programme, stop });
    });
  }
  return { programmes, dropped, trimmed };
}

/** The programmes in order without repeats of one channel, start and first title. */
function withoutDuplicates(
  ordered: XmltvProgramme[],
  dropped: DroppedProgramme[],
): XmltvProgramme[] {
  const seen = new Set<string>();
  return ordered.filter((programme) => {
    const key = `${programme.start.getTime()}\u0000${programme.titles[0]?.text ?? ''}`;
    if (!seen.has(key)) {
      seen.add(key);
      return true;
    }
    dropped.push({ programme, reason: 'duplicate of an earlier programme' });
    return false;
  });
}
