import {
  catchupReachMinutes,
  catchupWindow,
  isMomentInCatchup,
  type ChannelCatchup,
} from '@marquee/contract';
import { LIVE_TOLERANCE_MS, WINDOW_MARGIN_MS } from './channel-timeline';

/** The `at` query of a channel link: none, not a date, or a moment (epoch ms). */
export type AtParam = { kind: 'none' } | { kind: 'invalid' } | { kind: 'moment'; at: number };

// ISO 8601 as links carry it: a date, or a date and time with optional seconds, fraction and
// offset. Date.parse alone takes far more ("1" is the year 2001 in Chromium).
const ISO_8601 =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Reads the `at` of `/channels/{id}?at=<ISO 8601>`. */
export function parseAt(value: string | null): AtParam {
  if (value === null) return { kind: 'none' };
  const text = value.trim();
  if (!ISO_8601.test(text)) return { kind: 'invalid' };
  const at = Date.parse(text.replace(' ', 'T').replace(',', '.'));
  return Number.isFinite(at) ? { kind: 'moment', at } : { kind: 'invalid' };
}

/** What opening a channel at a moment plays, and why not that moment when it is refused. */
export type MomentPlan =
  { kind: 'live'; refused?: 'beforeWindow' | 'noCatchup' } | { kind: 'catchup'; from: number };

/**
 * A channel opened at a moment: live when it is now, later, or within LIVE_TOLERANCE_MS of
 * now; from that moment when the channel's catch-up window holds it (a moment at the window's
 * very start is played WINDOW_MARGIN_MS inside it); otherwise live, saying why.
 */
export function momentPlan(channel: ChannelCatchup, at: number, now: number): MomentPlan {
  if (at >= now - LIVE_TOLERANCE_MS) return { kind: 'live' };
  if (catchupReachMinutes(channel) === 0) return { kind: 'live', refused: 'noCatchup' };
  if (!isMomentInCatchup(channel, at, now)) return { kind: 'live', refused: 'beforeWindow' };
  const window = catchupWindow(channel, now);
  return { kind: 'catchup', from: Math.max(at, window.start + WINDOW_MARGIN_MS) };
}

/** The link to a channel at a moment: `<origin>/channels/<id>?at=<ISO 8601, UTC, seconds>`. */
export function momentLink(origin: string, channelId: number, at: number): string {
  const seconds = Math.floor(at / 1000) * 1000;
  const iso = new Date(seconds).toISOString().replace('.000Z', 'Z');
  return `${origin}/channels/${channelId}?at=${iso}`;
}
