import { describe, expect, it } from 'vitest';
import { makeMovie } from '@/test/fixtures';
import {
  CONTROLS_HIDE_DELAY_MS,
  INITIAL_PLAYBACK_RATE,
  INITIAL_VOLUME,
  accumulateSeek,
  nextPlaybackRate,
  playableProfile,
  seekTarget,
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
