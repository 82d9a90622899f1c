import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { VodItem, VodProfile } from '@marquee/contract';
import { makeMovie } from '@/test/fixtures';
import { seasonEpisodesKeys } from '@/entities/season-episodes';
import { titleKeys } from '@/entities/title';
import { markRented } from './mark-rented';

const rentable: VodProfile = {
  id: 21,
  name: '4K',
  code: '4k',
  price: 3.99,
  pricing: [{ duration: 2, price: 3.99 }],
  business_model: 'tvod_dtr',
  subscribed: false,
};

const episode = (id: number, episodeNumber: number): VodItem =>
  makeMovie({
    id,
    type: 1,
    episode_number: episodeNumber,
    multi_event_vod_season_id: 7,
    subscribed: false,
    movie_source: { subtitles: [], profiles: [rentable] },
  });

const rental = { profile: { ...rentable, subscribed: true }, expires_at: '2026-11-26T00:00:00Z' };

describe('markRented: one rental, every cached copy of the title', () => {
  it('marks the rented episode subscribed in its details and in its cached season', () => {
    const client = new QueryClient();
    const [first, second] = [episode(301, 1), episode(302, 2)];
    client.setQueryData(titleKeys.episode(302), second);
    client.setQueryData(seasonEpisodesKeys.season(7), [first, second]);

    markRented(client, 302, rental);

    const details = client.getQueryData<VodItem>(titleKeys.episode(302));
    const season = client.getQueryData<VodItem[]>(seasonEpisodesKeys.season(7));
    expect(details?.subscribed).toBe(true);
    expect(details?.movie_source.profiles[0]?.subscribed).toBe(true);
    expect(season?.map((item) => item.subscribed)).toEqual([false, true]);
    expect(season?.[1]?.movie_source.profiles[0]?.subscribed).toBe(true);
    // The other episode keeps its object: nothing re-renders for it.
    expect(season?.[0]).toBe(first);
  });

  it('leaves seasons that do not hold the title untouched', () => {
    const client = new QueryClient();
    const other = [episode(401, 1)];
    client.setQueryData(seasonEpisodesKeys.season(8), other);
    markRented(client, 302, rental);
    expect(client.getQueryData(seasonEpisodesKeys.season(8))).toBe(other);
  });

  it('marks a rented film subscribed in its details', () => {
    const client = new QueryClient();
    const film = makeMovie({
      id: 45,
      subscribed: false,
      movie_source: { subtitles: [], profiles: [rentable] },
    });
    client.setQueryData(titleKeys.movie(45), film);
    markRented(client, 45, rental);
    expect(client.getQueryData<VodItem>(titleKeys.movie(45))?.subscribed).toBe(true);
  });
});
