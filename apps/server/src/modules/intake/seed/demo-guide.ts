// The demo channels' guide as a pure function of the channel and the time. Each UTC day of a
// channel is filled from midnight to midnight by programmes drawn from its category's shows,
// seeded by the channel and the day, so any stretch of the guide can be made on its own and
// two servers extending it write the very same rows.
import { DAY, MINUTE } from '../../../clock.js';
import { mulberry32, type Random } from './demo-catalogue.js';
import type { ChannelKind, DemoChannel } from './demo-channels.js';
import { type Show, SHOWS } from './demo-guide-shows.js';

/** A programme of the demo guide (the programmes table's columns). */
export interface DemoProgramme {
  start: Date;
  stop: Date;
  title: string;
  description: string;
  category: string;
  episode: string | null;
}

function pickWeighted(random: Random, shows: readonly Show[]): Show {
  let left = random() * shows.reduce((sum, show) => sum + (show.weight ?? 1), 0);
  for (const show of shows) {
    left -= show.weight ?? 1;
    if (left < 0) return show;
  }
  return shows[shows.length - 1]!;
}

const MINUTES_PER_DAY = DAY / MINUTE;

/** Per category, whether a day's last `minutes` can be filled exactly by its shows. */
const fillable = new Map<ChannelKind, boolean[]>();

function fillableMinutes(kind: ChannelKind): boolean[] {
  let table = fillable.get(kind);
  if (!table) {
    const lengths = SHOWS[kind].map((show) => show.minutes);
    table = [true];
    for (let minutes = 1; minutes <= MINUTES_PER_DAY; minutes++) {
      table.push(lengths.some((length) => length <= minutes && table![minutes - length]!));
    }
    fillable.set(kind, table);
  }
  return table;
}

/** One UTC day of a channel's guide, from midnight to midnight. */
function demoDay(channel: Pick<DemoChannel, 'tvgId' | 'kind'>, day: number): DemoProgramme[] {
  const random = mulberry32(hash(channel.tvgId) ^ Math.imul(day, 0x9e3779b1));
  const shows = SHOWS[channel.kind];
  const canFill = fillableMinutes(channel.kind);
  const programmes: DemoProgramme[] = [];
  let minute = 0;
  while (minute < MINUTES_PER_DAY) {
    const left = MINUTES_PER_DAY - minute;
    // Only shows after which the rest of the day can still be filled exactly.
    const fitting = shows.filter((show) => show.minutes <= left && canFill[left - show.minutes]);
    const show = pickWeighted(random, fitting);
    const start = day * DAY + minute * MINUTE;
    programmes.push({
      start: new Date(start),
      stop: new Date(start + show.minutes * MINUTE),
      title: show.title(random),
      description: show.describe(random),
      category: show.category,
      episode: show.series
        ? `S${1 + Math.floor(random() * 4)} E${1 + Math.floor(random() * 12)}`
        : null,
    });
    minute += show.minutes;
  }
  return programmes;
}

/**
 * The channel's programmes that overlap [from, to), back to back and on whole minutes; the
 * same for the same channel and times, whenever and wherever it runs.
 */
export function demoSchedule(
  channel: Pick<DemoChannel, 'tvgId' | 'kind'>,
  from: Date,
  to: Date,
): DemoProgramme[] {
  const programmes: DemoProgramme[] = [];
  const lastDay = Math.floor((to.getTime() - 1) / DAY);
  for (let day = Math.floor(from.getTime() / DAY); day <= lastDay; day++) {
    for (const programme of demoDay(channel, day)) {
      if (programme.stop > from && programme.start < to) programmes.push(programme);
    }
  }
  return programmes;
}

// FNV-1a: a stable 32-bit number from a channel's tvg-id.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    h = Math.imul(h ^ text.charCodeAt(index), 0x01000193);
  }
  return h >>> 0;
}
