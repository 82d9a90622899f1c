import type { TvShow, VodItem } from '@marquee/contract';
import { makeMovie } from '@/test/fixtures';

/** A gallery picture whose sources are all named after `name`. */
export function makeGalleryImage(name: string) {
  return {
    small_ar: `/g/${name}-s.svg`,
    medium_ar: `/g/${name}-m.svg`,
    preview_ar: `/g/${name}-p.svg`,
    preview_medium_ar: `/g/${name}-pm.svg`,
    preview_large_ar: `/g/${name}-pl.svg`,
  };
}

/** An episode as the VOD list returns it: episode 2 of season 7 ("Season 2") of show 6. */
export function makeEpisode(overrides: Partial<VodItem> = {}): VodItem {
  return makeMovie({
    id: 284,
    type: 1,
    type_name: 'Episode',
    title: 'The Horizon',
    year: 1998,
    runtime: 42,
    episode_number: 2,
    multi_event_vod_id: 6,
    multi_event_vod_season_id: 7,
    multi_event_vod_season: { id: 7, name: 'Season 2' },
    ...overrides,
  });
}

/** A TV show as the show list returns it: "The Brandts", seasons 1 and 2. */
export function makeShow(overrides: Partial<TvShow> = {}): TvShow {
  return {
    id: 6,
    type: 2,
    title: 'The Brandts',
    year: 1998,
    description: 'A family saga.',
    rating: 8.1,
    rate: { rate_average: 8, rate_count: 3 },
    genres: [{ id: 3, name: 'Drama' }],
    show_types: [{ id: 2, name: 'Series' }],
    actors: [{ name: 'Vera Holm' }],
    writers: [{ name: 'Joana Moreau' }],
    parental_rating: { code: 'PG', require_pin: false },
    cover: { preview_ar: '/b.svg', medium_ar: '/show.svg', small_ar: '/show-s.svg' },
    covers: [],
    gallery: [],
    screenshot_url: null,
    logo_url: null,
    trailer_source: { url: '/media/vod/trailer/master.m3u8' },
    censorship_allowed: false,
    seasons: [
      { id: 6, name: 'Season 1', number: 1 },
      { id: 7, name: 'Season 2', number: 2 },
    ],
    season_count: 2,
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
