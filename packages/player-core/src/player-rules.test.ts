import { describe, expect, it } from 'vitest';
import { makeMovie } from './testing/contract-fixtures';
import {
  stepVolume,
  CONTROLS_HIDE_DELAY_MS,
  INITIAL_PLAYBACK_RATE,
  INITIAL_VOLUME,
  SETTINGS_FADE_MS,
  TRACK_DETECTION_DELAY_MS,
  LIVE_EDGE_TOLERANCE_SECONDS,
  accumulateSeek,
  countsAsWatched,
  isAtLiveEdge,
  nextEpisodeCountdown,
  nextPlaybackRate,
  playableProfile,
  resumePosition,
  seekPercent,
  seekRange,
  seekTarget,
  showsParentalBadge,
} from './player-rules';

describe('player constants', () => {
  it('start at volume 0.8 and rate 1, and hide controls after 4 s', () => {
    expect(INITIAL_VOLUME).toBe(0.8);
    expect(INITIAL_PLAYBACK_RATE).toBe(1);
    expect(CONTROLS_HIDE_DELAY_MS).toBe(4000);
  });
});

describe('nextPlaybackRate', () => {
  it('doubles up to 8, then resets to 1', () => {
    const ladder = [1];
    for (let i = 0; i < 5; i++) ladder.push(nextPlaybackRate(ladder.at(-1)!));
    expect(ladder).toEqual([1, 2, 4, 8, 1, 2]);
  });

  it('resets odd rates that are out of the ladder', () => {
    expect(nextPlaybackRate(16)).toBe(1);
    expect(nextPlaybackRate(0.5)).toBe(1);
    expect(nextPlaybackRate(Number.NaN)).toBe(1);
    expect(nextPlaybackRate(6)).toBe(8);
  });
});

describe('accumulateSeek', () => {
  it('counts presses in the same direction within 500 ms', () => {
    let pending = accumulateSeek(null, 1, 0);
    pending = accumulateSeek(pending, 1, 300);
    pending = accumulateSeek(pending, 1, 800);
    expect(pending.presses).toBe(3);
    expect(seekTarget(100, pending)).toBe(130);
  });

  it('starts again after a pause longer than 500 ms', () => {
    const pending = accumulateSeek(accumulateSeek(null, 1, 0), 1, 501);
    expect(pending.presses).toBe(1);
    expect(seekTarget(100, pending)).toBe(110);
  });

  it('starts again when the direction changes', () => {
    const pending = accumulateSeek(accumulateSeek(null, 1, 0), -1, 100);
    expect(pending).toEqual({ direction: -1, presses: 1, lastPressAt: 100 });
  });

  it('seeks back 10 s per press and never below 0', () => {
    const twice = accumulateSeek(accumulateSeek(null, -1, 0), -1, 200);
    expect(seekTarget(45, twice)).toBe(25);
    expect(seekTarget(12, twice)).toBe(0);
  });

  it('does not seek past a known end', () => {
    expect(seekTarget(95, accumulateSeek(null, 1, 0), 100)).toBe(100);
    expect(seekTarget(95, accumulateSeek(null, 1, 0), Number.NaN)).toBe(105);
  });
});

describe('playableProfile', () => {
  it('takes the first subscribed profile', () => {
    const base = makeMovie().movie_source.profiles[0]!;
    const movie = makeMovie({
      movie_source: {
        subtitles: [],
        profiles: [
          { ...base, id: 1, subscribed: false },
          { ...base, id: 2, subscribed: true },
          { ...base, id: 3, subscribed: true },
        ],
      },
    });
    expect(playableProfile(movie)?.id).toBe(2);
  });

  it('gives null when no profile is subscribed', () => {
    const base = makeMovie().movie_source.profiles[0]!;
    const movie = makeMovie({
      movie_source: { subtitles: [], profiles: [{ ...base, subscribed: false }] },
    });
    expect(playableProfile(movie)).toBeNull();
  });
});

describe('spec constants of the player', () => {
  it('fade the settings panel in 500 ms and read tracks 1000 ms after mount', () => {
    expect(SETTINGS_FADE_MS).toBe(500);
    expect(TRACK_DETECTION_DELAY_MS).toBe(1000);
  });
});

describe('countsAsWatched', () => {
  it('counts from 10 s', () => {
    expect(countsAsWatched(9.9)).toBe(false);
    expect(countsAsWatched(10)).toBe(true);
    expect(countsAsWatched(600)).toBe(true);
  });
});

describe('showsParentalBadge', () => {
  it('shows the badge between 10 and 15 s only', () => {
    expect(showsParentalBadge(9.9)).toBe(false);
    expect(showsParentalBadge(10)).toBe(true);
    expect(showsParentalBadge(12.5)).toBe(true);
    expect(showsParentalBadge(15)).toBe(true);
    expect(showsParentalBadge(15.1)).toBe(false);
  });
});

describe('nextEpisodeCountdown', () => {
  it('counts down through the last 5 s', () => {
    expect(nextEpisodeCountdown(94.9, 100)).toBeNull();
    expect(nextEpisodeCountdown(95, 100)).toBe(5);
    expect(nextEpisodeCountdown(96.5, 100)).toBe(4);
    expect(nextEpisodeCountdown(99.5, 100)).toBe(1);
    expect(nextEpisodeCountdown(100, 100)).toBe(0);
  });

  it('starts from min(5, remaining) on a short episode', () => {
    expect(nextEpisodeCountdown(0, 3)).toBe(3);
  });

  it('is off while the length is unknown', () => {
    expect(nextEpisodeCountdown(0, 0)).toBeNull();
    expect(nextEpisodeCountdown(Number.NaN, 100)).toBeNull();
  });
});

describe('resumePosition', () => {
  it('resumes at the stopped_time of continue watching', () => {
    expect(
      resumePosition(makeMovie({ continue_watching: { stopped_time: 42, duration: 600 } })),
    ).toBe(42);
  });

  it('starts from 0 with no position, a zero one, or one at the very end', () => {
    expect(resumePosition(makeMovie({ continue_watching: null }))).toBeNull();
    expect(
      resumePosition(makeMovie({ continue_watching: { stopped_time: 0, duration: 600 } })),
    ).toBeNull();
    expect(
      resumePosition(makeMovie({ continue_watching: { stopped_time: 600, duration: 600 } })),
    ).toBeNull();
  });

  it('starts over without asking once the credits had started, or at 95 % without credits', () => {
    const stoppedAt = (stopped_time: number) => ({
      continue_watching: { stopped_time, duration: 1380 },
    });
    const credits = { credits: { start: 1300, end: 1380 } };
    expect(resumePosition(makeMovie({ ...stoppedAt(1299), markers: credits }))).toBe(1299);
    expect(resumePosition(makeMovie({ ...stoppedAt(1300), markers: credits }))).toBeNull();
    expect(resumePosition(makeMovie(stoppedAt(1310)))).toBe(1310);
    expect(resumePosition(makeMovie(stoppedAt(1311)))).toBeNull();
  });
});

describe('seekRange and seekPercent', () => {
  it("run from 0 to a film's length", () => {
    const range = seekRange({ duration: 600, seekableStart: 0, liveEdge: null });
    expect(range).toEqual({ min: 0, max: 600 });
    expect(seekPercent(150, range)).toBe(25);
  });

  it('run over a live window, from its start to its live edge', () => {
    const range = seekRange({ duration: 30, seekableStart: 100, liveEdge: 124 });
    expect(range).toEqual({ min: 100, max: 124 });
    expect(seekPercent(112, range)).toBe(50);
    expect(seekPercent(130, range)).toBe(100);
  });

  it('are empty while the length is unknown', () => {
    const range = seekRange({ duration: 0, seekableStart: 0, liveEdge: null });
    expect(range).toEqual({ min: 0, max: 0 });
    expect(seekPercent(12, range)).toBe(0);
  });
});

describe('isAtLiveEdge', () => {
  it(`counts up to ${LIVE_EDGE_TOLERANCE_SECONDS} s behind the live edge as live`, () => {
    expect(isAtLiveEdge(124, 124)).toBe(true);
    expect(isAtLiveEdge(114, 124)).toBe(true);
    expect(isAtLiveEdge(113.9, 124)).toBe(false);
  });

  it('is false for a stream that is not live', () => {
    expect(isAtLiveEdge(0, null)).toBe(false);
  });
});

describe('stepVolume', () => {
  it('moves the volume a tenth per key, within 0 and 1', () => {
    expect(stepVolume(0.8, 1)).toBe(0.9);
    expect(stepVolume(0.8, -1)).toBe(0.7);
    expect(stepVolume(0.95, 1)).toBe(1);
    expect(stepVolume(0.05, -1)).toBe(0);
  });
});
