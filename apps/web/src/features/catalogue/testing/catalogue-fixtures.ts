import type { VodItem } from '@marquee/contract';
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
