import { describe, expect, it } from 'vitest';
import { controlsHidden, controlsHideAt } from './controls-visibility';

// Access §4 "Player flow": controls hide after 4 seconds without mouse movement and reappear
// on movement; §9: controls auto-hide 4000 ms. Times in ms from a first activity at 10 000.
const MOVED_AT = 10_000;
const playing = { lastActivityAt: MOVED_AT, playing: true };

describe('controlsHideAt', () => {
  it('is 4000 ms after the last activity', () => {
    expect(controlsHideAt(MOVED_AT)).toBe(14_000);
    expect(controlsHideAt(0)).toBe(4000);
  });
});

describe('controlsHidden (access §4 and §9: auto-hide 4000 ms)', () => {
  it('keeps the controls for 4 s after an activity while playing, then hides them', () => {
    expect(controlsHidden(MOVED_AT, playing)).toBe(false);
    expect(controlsHidden(MOVED_AT + 3999, playing)).toBe(false);
    expect(controlsHidden(MOVED_AT + 4000, playing)).toBe(true);
    expect(controlsHidden(MOVED_AT + 60_000, playing)).toBe(true);
  });

  it('shows them again on movement, for another 4 s', () => {
    const movedAgain = { ...playing, lastActivityAt: MOVED_AT + 5000 };
    expect(controlsHidden(MOVED_AT + 5000, movedAgain)).toBe(false);
    expect(controlsHidden(MOVED_AT + 8999, movedAgain)).toBe(false);
    expect(controlsHidden(MOVED_AT + 9000, movedAgain)).toBe(true);
  });

  it('never hides them while paused', () => {
    const paused = { ...playing, playing: false };
    expect(controlsHidden(MOVED_AT + 4000, paused)).toBe(false);
    expect(controlsHidden(MOVED_AT + 60_000, paused)).toBe(false);
  });

  it('keeps them up when forced (the last 5 s of an episode)', () => {
    const forced = { ...playing, forceVisible: true };
    expect(controlsHidden(MOVED_AT + 4000, forced)).toBe(false);
    expect(controlsHidden(MOVED_AT + 60_000, forced)).toBe(false);
  });
});
