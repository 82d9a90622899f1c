import { describe, expect, it } from 'vitest';
import type { Channel } from '@marquee/contract';
import { makeMovie } from './testing/contract-fixtures';
import { isSameSource, sourceVod, vodSource, type PlayerSource } from './player-source';

const channel = (id: number) => ({ id, title: `Channel ${id}` }) as Channel;

describe('vodSource', () => {
  it('plays a film as a film and an episode as an episode, with the chosen profile', () => {
    expect(vodSource(makeMovie(), 11)).toMatchObject({ kind: 'film', profileId: 11 });
    expect(vodSource(makeMovie({ type: 1 }))).toMatchObject({ kind: 'episode', profileId: null });
  });
});

describe('isSameSource', () => {
  it('knows a film, a trailer, a channel and a moment of a channel by their ids, address and time', () => {
    const film: PlayerSource = vodSource(makeMovie({ id: 3 }), 11);
    const trailer: PlayerSource = { kind: 'trailer', title: 'T', url: '/t.m3u8', pinPending: true };
    const live: PlayerSource = { kind: 'live', channel: channel(7) };
    const catchup: PlayerSource = { kind: 'catchup', channel: channel(7), from: 1_795_600_000_000 };
    // Another profile of the playing film is the same film.
    expect(isSameSource(film, vodSource(makeMovie({ id: 3 }), 12))).toBe(true);
    expect(isSameSource(film, vodSource(makeMovie({ id: 4 })))).toBe(false);
    expect(isSameSource(trailer, { ...trailer, pinPending: false })).toBe(true);
    expect(isSameSource(live, { kind: 'live', channel: channel(7) })).toBe(true);
    expect(isSameSource(live, { kind: 'live', channel: channel(8) })).toBe(false);
    expect(isSameSource(live, catchup)).toBe(false);
    expect(isSameSource(catchup, { ...catchup })).toBe(true);
    expect(isSameSource(catchup, { ...catchup, from: 1_795_600_060_000 })).toBe(false);
  });
});

describe('sourceVod', () => {
  it('is the film or episode playing, and null for anything else', () => {
    const film = makeMovie();
    expect(sourceVod(vodSource(film))).toBe(film);
    expect(sourceVod({ kind: 'live', channel: channel(7) })).toBeNull();
    expect(sourceVod(null)).toBeNull();
  });
});
