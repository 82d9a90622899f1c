import { describe, expect, it } from 'vitest';
import { isSkippable, nextEpisodeCue, skipCue } from './title-markers';

describe('skipCue', () => {
  it('shows "Skip intro" from the intro\'s start for at most 8 s, then no more', () => {
    const markers = { intro: { start: 60, end: 150 } };
    expect(skipCue(59.9, markers)).toBeNull();
    expect(skipCue(60, markers)).toEqual({ part: 'intro', to: 150 });
    expect(skipCue(67.9, markers)).toEqual({ part: 'intro', to: 150 });
    expect(skipCue(68, markers)).toBeNull();
    expect(skipCue(120, markers)).toBeNull();
  });

  it('shows it until the intro ends when the intro is shorter than 8 s', () => {
    const markers = { intro: { start: 0, end: 5 } };
    expect(skipCue(0, markers)).toEqual({ part: 'intro', to: 5 });
    expect(skipCue(4.9, markers)).toEqual({ part: 'intro', to: 5 });
    expect(skipCue(5, markers)).toBeNull();
  });

  it('offers nothing for a part shorter than 3 s', () => {
    expect(isSkippable({ start: 10, end: 12.9 })).toBe(false);
    expect(isSkippable({ start: 10, end: 13 })).toBe(true);
    expect(skipCue(10, { intro: { start: 10, end: 12.9 } })).toBeNull();
    expect(skipCue(10, { intro: { start: 10, end: 13 } })).toEqual({ part: 'intro', to: 13 });
  });

  it('says "Skip recap" during a recap, then "Skip intro" during the intro after it', () => {
    const markers = { recap: { start: 0, end: 4 }, intro: { start: 4, end: 10 } };
    expect(skipCue(1, markers)).toEqual({ part: 'recap', to: 4 });
    expect(skipCue(4, markers)).toEqual({ part: 'intro', to: 10 });
  });

  it('never offers to skip the credits, nor anything of a title without markers', () => {
    expect(skipCue(1300, { credits: { start: 1300, end: 1380 } })).toBeNull();
    expect(skipCue(0, {})).toBeNull();
    expect(skipCue(Number.NaN, { intro: { start: 0, end: 30 } })).toBeNull();
  });
});

describe('nextEpisodeCue', () => {
  const credits = { credits: { start: 1300, end: 1380 } };

  it('starts the 5 s countdown when the credits start, not in the last 5 s', () => {
    expect(nextEpisodeCue(1299.9, 1380, credits)).toBeNull();
    expect(nextEpisodeCue(1300, 1380, credits)).toEqual({ seconds: 5, credits: true });
    expect(nextEpisodeCue(1301.5, 1380, credits)).toEqual({ seconds: 4, credits: true });
    expect(nextEpisodeCue(1304.5, 1380, credits)).toEqual({ seconds: 1, credits: true });
  });

  it('reaches 0 five seconds into the credits, and says 0 for a second so the step is seen', () => {
    expect(nextEpisodeCue(1305, 1380, credits)).toEqual({ seconds: 0, credits: true });
    expect(nextEpisodeCue(1305.9, 1380, credits)).toEqual({ seconds: 0, credits: true });
    // Past it (the viewer went further into the credits): the last 5 s count again.
    expect(nextEpisodeCue(1306, 1380, credits)).toBeNull();
    expect(nextEpisodeCue(1375, 1380, credits)).toEqual({ seconds: 5, credits: false });
  });

  it('counts only what is left when the credits start in the last 5 s', () => {
    const late = { credits: { start: 1377, end: 1380 } };
    expect(nextEpisodeCue(1377, 1380, late)).toEqual({ seconds: 3, credits: true });
    expect(nextEpisodeCue(1380, 1380, late)).toEqual({ seconds: 0, credits: true });
  });

  it('counts through the last 5 s of an episode without credits', () => {
    expect(nextEpisodeCue(94.9, 100, {})).toBeNull();
    expect(nextEpisodeCue(95, 100, {})).toEqual({ seconds: 5, credits: false });
    expect(nextEpisodeCue(100, 100, {})).toEqual({ seconds: 0, credits: false });
  });

  it('ignores credits that start after the media ends', () => {
    const beyond = { credits: { start: 200, end: 260 } };
    expect(nextEpisodeCue(96, 100, beyond)).toEqual({ seconds: 4, credits: false });
  });
});
