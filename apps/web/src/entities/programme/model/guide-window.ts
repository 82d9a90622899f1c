import { GUIDE_WINDOW_MAX_SECONDS } from '@marquee/contract';

/** A span of the guide in Unix seconds, as `/epgs/list` takes it. */
export interface GuideWindow {
  start: number;
  end: number;
}

/**
 * The programmes a channel's strip lists: today (local time), reaching back by the channel's
 * catch-up window (`catchupMinutes`, the contract's `catchupReachMinutes`) so that every
 * programme still offered for catch-up is there, never longer than the 8 days one guide call
 * may ask for. Day-aligned, so it stays the same all day.
 */
export function channelStripWindow(catchupMinutes: number, now: number): GuideWindow {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const tomorrow = new Date(midnight);
  tomorrow.setDate(tomorrow.getDate() + 1);
  const end = Math.floor(tomorrow.getTime() / 1000);
  const todayStart = Math.floor(midnight.getTime() / 1000);
  const start = Math.max(todayStart - catchupMinutes * 60, end - GUIDE_WINDOW_MAX_SECONDS);
  return { start, end };
}
