import { describe, expect, it } from 'vitest';
import {
  episodeTrailerDestination,
  hasTrailer,
  parseEpisodeNumber,
  showTrailerDestination,
} from './trailer';

const trailer = { trailer_source: { url: '/media/vod/trailer/master.m3u8' } };
const none = { trailer_source: null };

describe('trailer destinations (catalogue §2 "Trailer page")', () => {
  it('sends a show with a trailer to its details route with ?trailer', () => {
    expect(showTrailerDestination(6, trailer)).toBe('/tv-shows/6?trailer');
  });

  it('redirects silently to the show without ?trailer when there is none', () => {
    expect(showTrailerDestination(6, none)).toBe('/tv-shows/6');
    expect(showTrailerDestination(6, null)).toBe('/tv-shows/6');
    expect(showTrailerDestination(null, null)).toBe('/tv-shows');
  });

  it('sends an episode to /tv-shows/episode/{id}, with ?trailer only when one exists', () => {
    expect(episodeTrailerDestination({ id: 284, ...trailer })).toBe(
      '/tv-shows/episode/284?trailer',
    );
    expect(episodeTrailerDestination({ id: 284, ...none })).toBe('/tv-shows/episode/284');
    expect(episodeTrailerDestination(null)).toBe('/tv-shows');
  });

  it('treats an empty trailer address as no trailer', () => {
    expect(hasTrailer({ trailer_source: { url: '' } })).toBe(false);
  });

  it('reads episode numbers from 0 and refuses anything else', () => {
    expect(parseEpisodeNumber('3')).toBe(3);
    expect(parseEpisodeNumber('0')).toBe(0);
    expect(parseEpisodeNumber('3a')).toBeNull();
    expect(parseEpisodeNumber(undefined)).toBeNull();
  });
});
