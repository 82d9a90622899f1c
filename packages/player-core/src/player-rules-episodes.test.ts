import { describe, expect, it } from 'vitest';
import { makeMovie } from './testing/contract-fixtures';
import { episodeNeighbours, episodeStep } from './player-rules';

describe('episodeNeighbours', () => {
  const profile = makeMovie().movie_source.profiles[0]!;
  const episode = (id: number, episode_number: number, subscribed = true) =>
    makeMovie({
      id,
      episode_number,
      movie_source: { subtitles: [], profiles: [{ ...profile, subscribed }] },
    });

  it('finds the episodes before and after the playing one, by episode number', () => {
    const season = [episode(30, 3), episode(10, 1), episode(20, 2)];
    const { previous, next } = episodeNeighbours(season, episode(20, 2));
    expect(previous?.id).toBe(10);
    expect(next?.id).toBe(30);
  });

  it('has no next after the last episode and no previous before the first', () => {
    const season = [episode(10, 1), episode(20, 2), episode(30, 3)];
    expect(episodeNeighbours(season, episode(30, 3)).next).toBeNull();
    expect(episodeNeighbours(season, episode(10, 1)).previous).toBeNull();
  });

  it('takes as next the first later episode with a subscribed profile', () => {
    const season = [episode(10, 1), episode(20, 2, false), episode(30, 3), episode(40, 4)];
    expect(episodeNeighbours(season, episode(10, 1)).next?.id).toBe(30);
    expect(episodeNeighbours(season, episode(30, 3)).previous?.id).toBe(20);
    const lastSubscribed = [episode(10, 1), episode(20, 2, false)];
    expect(episodeNeighbours(lastSubscribed, episode(10, 1)).next).toBeNull();
  });

  it('finds nothing for an episode that is not in the season', () => {
    const season = [episode(10, 1)];
    expect(episodeNeighbours(season, episode(99, 9))).toEqual({ previous: null, next: null });
  });
});

describe('episodeStep (access §4, Episode end or next)', () => {
  const base = makeMovie().movie_source.profiles[0]!;
  const sd = { ...base, id: 1, name: 'SD', subscribed: true };
  const hd = { ...base, id: 2, name: 'HD', subscribed: true };
  const withProfiles = (profiles: (typeof base)[], requirePin = false) =>
    makeMovie({
      parental_rating: requirePin ? { code: '18', require_pin: true } : null,
      movie_source: { subtitles: [], profiles },
    });

  it('goes straight on with the playing profile when it is subscribed, found by name', () => {
    const nextHd = { ...hd, id: 22 };
    expect(episodeStep(withProfiles([sd, nextHd]), hd, false)).toEqual({
      kind: 'play',
      profile: nextHd,
      pin: false,
    });
    expect(episodeStep(withProfiles([sd, hd]), hd, false)).toEqual({
      kind: 'play',
      profile: hd,
      pin: false,
    });
  });

  it('plays with the only subscribed profile when the playing one is not subscribed', () => {
    expect(episodeStep(withProfiles([sd, { ...hd, subscribed: false }]), hd, false)).toEqual({
      kind: 'play',
      profile: sd,
      pin: false,
    });
  });

  it('shows the profile choice when several profiles are subscribed and the playing one is not', () => {
    expect(episodeStep(withProfiles([sd, hd]), { name: '4K' }, false)).toEqual({
      kind: 'choose',
      profiles: [sd, hd],
      pin: false,
    });
  });

  it('asks the parental PIN first, then the profile choice, when the episode needs it', () => {
    expect(episodeStep(withProfiles([sd, hd], true), null, false)).toEqual({
      kind: 'choose',
      profiles: [sd, hd],
      pin: true,
    });
  });

  it('asks the PIN even with the playing profile, unless it was entered for this sitting', () => {
    expect(episodeStep(withProfiles([sd], true), sd, false)).toMatchObject({ pin: true });
    expect(episodeStep(withProfiles([sd], true), sd, true)).toMatchObject({ pin: false });
  });

  it('goes to the episode page when no profile is subscribed', () => {
    expect(episodeStep(withProfiles([{ ...sd, subscribed: false }]), sd, false)).toEqual({
      kind: 'details',
    });
  });
});
