import type { Channel, Programme, VodProfile } from '@marquee/contract';

/** A channel's streaming profile: HD, subscribed unless told otherwise. */
export function makeChannelProfile(overrides: Partial<VodProfile> = {}): VodProfile {
  return {
    id: 70,
    name: 'HD',
    code: 'hd',
    price: 0,
    pricing: [],
    business_model: 'svod',
    subscribed: true,
    ...overrides,
  };
}

/** A subscribed channel without a parental rating, keeping 3 days (4320 minutes) of catch-up. */
export function makeChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 5,
    type: 3,
    title: 'Marquee News',
    channel_number: 5,
    logo_url: '/media/logos/news.svg',
    screenshot_url: null,
    favorite: false,
    channel_categories: [{ id: 1 }],
    catchup_enabled: true,
    catchup_duration_total: 4320,
    catchup_url_params: null,
    censorship_allowed: false,
    parental_rating: null,
    subscribed: true,
    streaming_profiles: [makeChannelProfile()],
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
