// The guide rules that need a channel's programmes side by side. Pure, so the importer can run
// them per channel on what it has staged, and the rules are unit-tested.

/** What the rules look at: a programme's channel, times and title. */
export interface TimedProgramme {
  channelId: string;
  start: Date;
  /** Null when the guide gives none: taken from the next programme. */
  stop: Date | null;
  title: string;
}

export interface DroppedProgramme<P> {
  programme: P;
  reason: string;
}

/**
 * Each channel's programmes in start order, with a missing stop taken from the next
 * programme's start, overlaps trimmed (the earlier stop moved to the next start), exact
 * duplicates (channel, start, title) and zero or negative lengths dropped with a reason.
 * The last programme of a channel without a stop is dropped: nothing says when it ends.
 * Programmes with one start keep the order given (the sort is stable), so pass them in the
 * guide's order: the later of two at one start is the one kept.
 */
export function normaliseProgrammes<P extends TimedProgramme>(
  list: readonly P[],
): {
  programmes: (P & { stop: Date })[];
  dropped: DroppedProgramme<P>[];
  /** How many stops were moved back to end an overlap. */
  trimmed: number;
} {
  const dropped: DroppedProgramme<P>[] = [];
  const channels = new Map<string, P[]>();
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
  const programmes: (P & { stop: Date })[] = [];
  let trimmed = 0;
  for (const channel of channels.values()) {
    const ordered = withoutDuplicates(
      [...channel].sort((a, b) => a.start.getTime() - b.start.getTime()),
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

/** The programmes in order without repeats of one channel, start and title. */
function withoutDuplicates<P extends TimedProgramme>(
  ordered: P[],
  dropped: DroppedProgramme<P>[],
): P[] {
  const seen = new Set<string>();
  return ordered.filter((programme) => {
    const key = `${programme.start.getTime()}\u0000${programme.title}`;
    if (!seen.has(key)) {
      seen.add(key);
      return true;
    }
    dropped.push({ programme, reason: 'duplicate of an earlier programme' });
    return false;
  });
}
