import { describe, expect, it } from 'vitest';
import type { VodProfile } from '@marquee/contract';
import { makeMovie } from '@/test/fixtures';
import { decidePlay, savedSubscribedProfile } from './play-decision';

const hd = makeMovie().movie_source.profiles[0]!;
const sd: VodProfile = { ...hd, id: 10, name: 'SD', code: 'sd' };
const uhd: VodProfile = { ...hd, id: 12, name: '4K', code: '4k', subscribed: false };
const film = (profiles: VodProfile[], requirePin = false) =>
  makeMovie({
    parental_rating: { code: requirePin ? '18' : 'M/12', require_pin: requirePin },
    movie_source: { subtitles: [], profiles },
  });
const context = { subscriptionExpired: false, savedProfile: null, pinEntered: false };

describe('decidePlay (catalogue §4, Playing a movie or episode)', () => {
  it('1. stops with the warning when the subscription is expired', () => {
    expect(decidePlay(film([hd]), { ...context, subscriptionExpired: true })).toEqual({
      kind: 'subscription-expired',
    });
  });

  it('2. says "not rented" when no profile is subscribed', () => {
    expect(decidePlay(film([uhd]), context)).toEqual({ kind: 'not-rented' });
    expect(decidePlay(film([]), context)).toEqual({ kind: 'not-rented' });
  });

  it('3. plays at once a film with exactly one subscribed profile and no PIN', () => {
    expect(decidePlay(film([hd, uhd]), context)).toEqual({ kind: 'play', profile: hd });
  });

  it('3. plays at once with the saved profile when it is subscribed', () => {
    const saved = { id: 99, name: 'SD' };
    expect(decidePlay(film([hd, sd]), { ...context, savedProfile: saved })).toEqual({
      kind: 'play',
      profile: sd,
    });
  });

  it('4. asks for the parental PIN first, unless it was already entered', () => {
    expect(decidePlay(film([hd], true), context)).toEqual({ kind: 'ask-parental-pin' });
    expect(decidePlay(film([hd], true), { ...context, pinEntered: true })).toEqual({
      kind: 'play',
      profile: hd,
    });
    expect(decidePlay(film([hd, sd], true), { ...context, pinEntered: true })).toEqual({
      kind: 'choose-profile',
      profiles: [hd, sd],
    });
  });

  it('5. opens the chooser when several profiles are subscribed and none is saved', () => {
    expect(decidePlay(film([hd, sd, uhd]), context)).toEqual({
      kind: 'choose-profile',
      profiles: [hd, sd],
    });
  });

  it('5. treats a saved "Auto" profile as "ask"', () => {
    const auto = { id: 1, name: 'Auto' };
    expect(decidePlay(film([hd, sd]), { ...context, savedProfile: auto }).kind).toBe(
      'choose-profile',
    );
  });
});

describe('savedSubscribedProfile', () => {
  it('matches the saved profile by name, since profile ids belong to one title', () => {
    expect(savedSubscribedProfile([hd, sd], { id: 1, name: 'HD' })).toBe(hd);
  });

  it('ignores a saved profile that is not among the subscribed ones', () => {
    expect(savedSubscribedProfile([hd], { id: 12, name: '4K' })).toBeNull();
    expect(savedSubscribedProfile([hd], null)).toBeNull();
  });
});
