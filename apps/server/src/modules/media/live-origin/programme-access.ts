import { catchupWindow, isCatchupAvailable, isMomentInCatchup } from '@marquee/contract';
import { channelCatchup } from '../../live/live/index.js';

/** The channel's catch-up settings as stored. */
export interface CatchupSettings {
  catchupEnabled: boolean;
  catchupDays: number;
}

/** A programme's times. */
export interface ProgrammeTimes {
  start: Date;
  stop: Date;
}

/**
 * How a programme may be watched at `now`: its catch-up (ended: a finished playlist of its
 * start to stop), its start-over (on air: from its start, growing to the live edge), or why
 * not.
 */
export type ProgrammeAccess =
  | { kind: 'catchup' }
  | { kind: 'startover' }
  | { refused: 'notStarted' | 'catchupDisabled' | 'outsideWindow' };

/**
 * Catch-up is for past programmes that started within catchup_duration_total minutes, on a
 * channel with catch-up enabled (catalogue §4, Catchup: the contract's `isCatchupAvailable`);
 * a programme on air may be started over under the same setting, and one still to come is not
 * there to watch.
 */
export function programmeAccess(
  channel: CatchupSettings,
  programme: ProgrammeTimes,
  now: Date,
): ProgrammeAccess {
  if (programme.start.getTime() > now.getTime()) return { refused: 'notStarted' };
  if (!channel.catchupEnabled) return { refused: 'catchupDisabled' };
  if (programme.stop.getTime() > now.getTime()) return { kind: 'startover' };
  const times = { start: programme.start.getTime(), end: programme.stop.getTime() };
  return isCatchupAvailable(channelCatchup(channel), times, now.getTime())
    ? { kind: 'catchup' }
    : { refused: 'outsideWindow' };
}

/** Whether the channel's timeline may be played from a moment at `now`, or why not. */
export type MomentAccess =
  { kind: 'shift' } | { refused: 'notAired' | 'catchupDisabled' | 'beforeWindow' };

/** The first moment the channel's catch-up window (the contract's `catchupWindow`) offers at `now`. */
export function catchupWindowStart(channel: CatchupSettings, now: Date): Date {
  return new Date(catchupWindow(channelCatchup(channel), now.getTime()).start);
}

/**
 * A moment of a channel may be played from (time-shift) when it has aired, on a channel with
 * catch-up enabled, no further back than catchup_duration_total minutes: the catch-up rule of
 * programmes applied to an instant (the contract's `isMomentInCatchup`).
 */
export function momentAccess(channel: CatchupSettings, from: Date, now: Date): MomentAccess {
  if (from.getTime() >= now.getTime()) return { refused: 'notAired' };
  if (!channel.catchupEnabled) return { refused: 'catchupDisabled' };
  if (!isMomentInCatchup(channelCatchup(channel), from.getTime(), now.getTime())) {
    return { refused: 'beforeWindow' };
  }
  return { kind: 'shift' };
}
