import type { Channel } from './channels.js';
import type { Programme } from './live.js';

/**
 * The catch-up rule (catalogue §4 Catchup, access §4 Catch-up and censorship): "Catchup is
 * available only for past programmes within catchup_duration_total minutes of their start,
 * when catchup_enabled is set." One notion, the window: at `now`, from now less
 * catchup_duration_total minutes up to now. Both apps decide catch-up with these functions;
 * times are epoch milliseconds.
 */

/** A channel's catch-up fields as the API sends them. */
export type ChannelCatchup = Pick<Channel, 'catchup_enabled' | 'catchup_duration_total'>;

/** A span of wall-clock time, epoch milliseconds. */
export interface CatchupSpan {
  start: number;
  end: number;
}

const MINUTE_MS = 60_000;

/** How far back the channel's catch-up reaches, in minutes: none when catchup_enabled is off. */
export function catchupReachMinutes(channel: ChannelCatchup): number {
  return channel.catchup_enabled ? Math.max(0, channel.catchup_duration_total) : 0;
}

/**
 * The channel's catch-up window at `now`: from now less catchup_duration_total minutes to now;
 * empty (start = end = now) without catch-up.
 */
export function catchupWindow(channel: ChannelCatchup, now: number): CatchupSpan {
  return { start: now - catchupReachMinutes(channel) * MINUTE_MS, end: now };
}

/**
 * Catch-up only within catchup_duration_total minutes: a programme may be watched again when
 * catchup_enabled is set, it has ended, and it started inside the window.
 */
export function isCatchupAvailable(
  channel: ChannelCatchup,
  programme: CatchupSpan,
  now: number,
): boolean {
  if (!channel.catchup_enabled || programme.end > now) return false;
  return programme.start >= catchupWindow(channel, now).start;
}

/**
 * The same rule for one moment of a channel's timeline (time-shift): it has aired, catch-up is
 * enabled, and it is not before the window.
 */
export function isMomentInCatchup(channel: ChannelCatchup, moment: number, now: number): boolean {
  if (!channel.catchup_enabled || moment >= now) return false;
  return moment >= catchupWindow(channel, now).start;
}

/** A programme's times as the API sends them (Unix seconds), as a span in epoch ms. */
export function programmeSpan(
  programme: Pick<Programme, 'start_timestamp' | 'end_timestamp'>,
): CatchupSpan {
  return { start: programme.start_timestamp * 1000, end: programme.end_timestamp * 1000 };
}
