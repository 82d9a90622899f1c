import { describe, expect, it } from 'vitest';
import { catchupWindow } from '@marquee/contract';
import { makeProgramme as programme } from './testing/channel-fixtures';
import {
  LIVE_TOLERANCE_MS,
  WINDOW_MARGIN_MS,
  programmeBoundaries,
  timelinePercent,
  timelineSeek,
  resumeAfterPause,
} from './channel-timeline';

const now = Date.parse('2026-11-25T12:00:00Z');
const weekly = { catchup_enabled: true, catchup_duration_total: 10_080 };
const hour = 3_600_000;

describe('timelinePercent', () => {
  it('places a moment on the span, kept between 0 and 100', () => {
    const span = { start: now - 4 * hour, end: now };
    expect(timelinePercent(now - hour, span)).toBe(75);
    expect(timelinePercent(now - 5 * hour, span)).toBe(0);
    expect(timelinePercent(now + hour, span)).toBe(100);
    expect(timelinePercent(now, { start: now, end: now })).toBe(100);
  });
});

describe('programmeBoundaries', () => {
  it('lists the starts inside the span once each, in order', () => {
    const list = [
      programme(2, now - hour, now),
      programme(1, now - 3 * hour, now - hour),
      programme(3, now - hour, now),
      programme(4, now - 9 * hour, now - 3 * hour),
    ];
    expect(programmeBoundaries(list, { start: now - 4 * hour, end: now })).toEqual([
      now - 3 * hour,
      now - hour,
    ]);
  });
});

describe('timelineSeek', () => {
  const window = catchupWindow(weekly, now);
  const loaded = { start: now - 2 * hour, end: now - 2 * hour + 20 * 60_000 };

  it('goes live at the edge and within 10 s of it', () => {
    expect(timelineSeek(now, { window, loaded })).toEqual({ kind: 'live' });
    expect(timelineSeek(now - LIVE_TOLERANCE_MS + 1, { window, loaded: null })).toEqual({
      kind: 'live',
    });
  });

  it('seeks within what the stream lists', () => {
    expect(timelineSeek(loaded.start + 60_000, { window, loaded })).toEqual({
      kind: 'seek',
      at: loaded.start + 60_000,
    });
  });

  it('asks for a new stream elsewhere, a minute inside the window at its start', () => {
    expect(timelineSeek(now - 5 * hour, { window, loaded })).toEqual({
      kind: 'shift',
      from: now - 5 * hour,
    });
    expect(timelineSeek(window.start, { window, loaded })).toEqual({
      kind: 'shift',
      from: window.start + WINDOW_MARGIN_MS,
    });
  });
});

describe('resumeAfterPause', () => {
  const now = Date.UTC(2026, 10, 25, 20, 0);
  const window = { start: now - 10_080 * 60_000, end: now };
  const minute = 60_000;

  it('goes on from the paused moment when a long pause left it behind what the stream lists', () => {
    // Paused live at 19:40; twenty minutes on, the three-minute live window starts at 19:57.
    const loaded = { start: now - 3 * minute, end: now };
    expect(resumeAfterPause(now - 20 * minute, { window, loaded })).toEqual({
      kind: 'shift',
      from: now - 20 * minute,
    });
  });

  it('leaves the stream alone when the paused moment is still listed', () => {
    const loaded = { start: now - 3 * minute, end: now };
    expect(resumeAfterPause(now - 2 * minute, { window, loaded })).toBeNull();
  });

  it('leaves the stream alone without catch-up, or when the moment has left the window', () => {
    const loaded = { start: now - 3 * minute, end: now };
    expect(
      resumeAfterPause(now - 20 * minute, { window: { start: now, end: now }, loaded }),
    ).toBeNull();
    expect(resumeAfterPause(window.start, { window, loaded })).toBeNull();
    expect(resumeAfterPause(now - 20 * minute, { window, loaded: null })).toBeNull();
  });
});
