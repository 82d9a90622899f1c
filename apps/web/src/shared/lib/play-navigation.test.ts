import { describe, expect, it } from 'vitest';
import { makeMovie } from '@/test/fixtures';
import { chosenPlayProfile, playTarget, readPlayState } from './play-navigation';

const hd = makeMovie().movie_source.profiles[0]!;
const film = makeMovie({
  movie_source: { subtitles: [], profiles: [hd, { ...hd, id: 12, name: '4K', subscribed: false }] },
});

describe('play navigation state', () => {
  it('carries the profile the Play flow chose, and reads it back', () => {
    const { to, state } = playTarget(film, '/movies/3', '/movies/3', {
      profileId: 11,
      pinEntered: true,
    });
    expect(to).toEqual({ pathname: '/movies/3', search: '?play' });
    const read = readPlayState(JSON.parse(JSON.stringify(state)));
    expect(read).toMatchObject({ originRoute: '/movies/3', pinEntered: true, profileId: 11 });
    expect(chosenPlayProfile(read!)).toEqual(hd);
  });

  it('has no chosen profile without one, or when it is not subscribed', () => {
    const plain = readPlayState(playTarget(film, '/movies/3', '/movies/3').state)!;
    expect(plain.profileId).toBeUndefined();
    expect(chosenPlayProfile(plain)).toBeNull();
    expect(chosenPlayProfile({ ...plain, profileId: 12 })).toBeNull();
    expect(readPlayState({ ...plain, profileId: '11' })?.profileId).toBeUndefined();
  });
});
