import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target.js';

describe('bannerTarget', () => {
  it('names the film, episode, show, season or channel a banner links to', () => {
    expect(bannerTarget('/movies/18')).toEqual({ kind: 'vod', id: 18 });
    expect(bannerTarget('/tv-shows/episode/31')).toEqual({ kind: 'vod', id: 31 });
    expect(bannerTarget('/tv-shows/2')).toEqual({ kind: 'show', id: 2 });
    expect(bannerTarget('/play/movie/7?from=banner')).toEqual({ kind: 'vod', id: 7 });
    expect(bannerTarget('/play/tv-show/episode/40/')).toEqual({ kind: 'vod', id: 40 });
    expect(bannerTarget('/trailer/movie/5#top')).toEqual({ kind: 'vod', id: 5 });
    expect(bannerTarget('/trailer/tv-show/3')).toEqual({ kind: 'show', id: 3 });
    expect(bannerTarget('/trailer/tv-show/season/9/episode/2')).toEqual({ kind: 'season', id: 9 });
    expect(bannerTarget('/channels/29')).toEqual({ kind: 'channel', id: 29 });
  });

  it('names nothing for other pages, outside addresses and no link', () => {
    for (const url of [
      '/page/help',
      '/movies',
      '/trending',
      '/epg-channels',
      '/channel-categories/3',
      'https://example.com/movies/1',
      '/movies/1/extra',
      '/movies/12345678901',
      null,
    ]) {
      expect(bannerTarget(url), String(url)).toBeUndefined();
    }
  });
});
