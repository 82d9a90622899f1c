import type { Channel, Programme, VodItem, VodProfile } from '@marquee/contract';

// Items shaped as the contract gives them, for the core's tests and the web's: one film, one
// channel, one programme, so the two never drift apart.

/** A film as the VOD list returns it. */
export function makeMovie(overrides: Partial<VodItem> = {}): VodItem {
  return {
    id: 3,
    type: 0,
    type_name: 'movie',
    title: 'The Long Night',
    year: 2021,
    description: 'A story.',
    rating: 7.4,
    rate: null,
    runtime: 104,
    genres: [{ id: 1, name: 'Drama' }],
    show_types: [],
    actors: [{ name: 'Ana Lima' }],
    parental_rating: { code: 'M/12', require_pin: false },
    cover: { preview_ar: '/p.svg', medium_ar: '/m.svg', small_ar: '/s.svg' },
    covers: [],
    gallery: [],
    screenshot_url: null,
    logo_url: null,
    trailer_source: null,
    subscribed: true,
    continue_watching: null,
    censorship_allowed: false,
    movie_source: {
      subtitles: [],
      profiles: [hdProfile(11)],
    },
    created_at: '2024-01-01T00:00:00.000Z',
    episode_number: null,
    multi_event_vod_id: null,
    multi_event_vod_season_id: null,
    multi_event_vod_season: null,
    markers: {},
    ...overrides,
  };
}

/** A channel as the channel list returns it: "Channel {id}", numbered like its id. */
export function makeChannel(overrides: Partial<Channel> = {}): Channel {
  const id = overrides.id ?? 1;
  return {
    id,
    type: 3,
    title: `Channel ${id}`,
    channel_number: id,
    logo_url: `/media/art/logo/${id}.svg`,
    screenshot_url: null,
    favorite: false,
    channel_categories: [],
    catchup_enabled: false,
    catchup_duration_total: 0,
    catchup_url_params: null,
    censorship_allowed: false,
    parental_rating: null,
    subscribed: true,
    streaming_profiles: [],
    ...overrides,
  };
}

/** A channel's streaming profile: HD, subscribed unless told otherwise. */
export function makeChannelProfile(overrides: Partial<VodProfile> = {}): VodProfile {
  return hdProfile(70, overrides);
}

/** An HD profile within the subscription, as a film's or a channel's. */
function hdProfile(id: number, overrides: Partial<VodProfile> = {}): VodProfile {
  return {
    id,
    name: 'HD',
    code: 'hd',
    price: 0,
    pricing: [],
    business_model: 'svod',
    subscribed: true,
    ...overrides,
  };
}

/** A programme of channel 5 between two times given in epoch milliseconds. */
export function makeProgramme(
  id: number,
  start: number,
  end: number,
  overrides: Partial<Programme> = {},
): Programme {
  return {
    id,
    channel_id: 5,
    title: `Programme ${id}`,
    description: null,
    category: null,
    icon_url: null,
    start_timestamp: Math.floor(start / 1000),
    end_timestamp: Math.floor(end / 1000),
    ...overrides,
  };
}
