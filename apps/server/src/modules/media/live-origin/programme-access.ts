import { MINUTE } from '../../../clock.js';
import { catchupMinutes } from '../../live/live/index.js';

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
 * channel with catch-up enabled (catalogue §5, Catchup); a programme on air may be started
 * over under the same setting, and one still to come is not there to watch.
 */
export function programmeAccess(
  channel: CatchupSettings,
  programme: ProgrammeTimes,
  now: Date,
): ProgrammeAccess {
  if (programme.start.getTime() > now.getTime()) return { refused: 'notStarted' };
  if (!channel.catchupEnabled) return { refused: 'catchupDisabled' };
  if (programme.stop.getTime() > now.getTime()) return { kind: 'startover' };
  const sinceStart = now.getTime() - programme.start.getTime();
  if (sinceStart > catchupMinutes(channel.catchupEnabled, channel.catchupDays) * MINUTE)
    return { refused: 'outsideWindow' };
  return { kind: 'catchup' };
}

/** Whether the channel's timeline may be played from a moment at `now`, or why not. */
export type MomentAccess =
  { kind: 'shift' } | { refused: 'notAired' | 'catchupDisabled' | 'beforeWindow' };

/** The first moment the channel's catch-up window still offers at `now`. */
export function catchupWindowStart(channel: CatchupSettings, now: Date): Date {
  const minutes = catchupMinutes(channel.catchupEnabled, channel.catchupDays);
  return new Date(now.getTime() - minutes * MINUTE);
}

/**
 * A moment of a channel may be played from (time-shift) when it has aired, on a channel with
 * catch-up enabled, no further back than catchup_duration_total minutes: the catch-up rule of
 * programmes applied to an instant.
 */
export function momentAccess(channel: CatchupSettings, from: Date, now: Date): MomentAccess {
  if (from.getTime() >= now.getTime()) return { refused: 'notAired' };
  if (!channel.catchupEnabled) return { refused: 'catchupDisabled' };
  if (from.getTime() < catchupWindowStart(channel, now).getTime()) {
    return { refused: 'beforeWindow' };
  }
  return { kind: 'shift' };
}
