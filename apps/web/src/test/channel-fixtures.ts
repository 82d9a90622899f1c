import type { Channel, ChannelCategory, List, Programme, VodProfile } from '@marquee/contract';

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

/** Channels with the ids given, each numbered like its id. */
export const makeChannels = (ids: readonly number[]) => ids.map((id) => makeChannel({ id }));

/** A page of the channel list. */
export function channelPage(
  items: Channel[],
  pager: Partial<List<Channel>['pager']> = {},
): List<Channel> {
  return { items, pager: { page: 1, pageCount: 1, count: items.length, ...pager } };
}

/** Channel categories: News (with Local and World beneath it), Sport, Films. */
export function makeCategories(): ChannelCategory[] {
  return [
    {
      id: 1,
      name: 'News',
      children: [
        { id: 11, name: 'Local', children: [] },
        { id: 12, name: 'World', children: [] },
      ],
    },
    { id: 2, name: 'Sport', children: [] },
    { id: 3, name: 'Films', children: [] },
  ];
}

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
