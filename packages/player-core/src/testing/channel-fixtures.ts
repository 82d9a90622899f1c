import type { Channel } from '@marquee/contract';
import { makeChannel as makeListedChannel, makeChannelProfile } from './contract-fixtures';

export { makeChannelProfile, makeProgramme } from './contract-fixtures';

/**
 * The channel the player tests play: subscribed, without a parental rating, keeping 3 days
 * (4320 minutes) of catch-up, with an HD profile.
 */
export function makeChannel(overrides: Partial<Channel> = {}): Channel {
  return makeListedChannel({
    id: 5,
    title: 'Marquee News',
    channel_number: 5,
    logo_url: '/media/logos/news.svg',
    channel_categories: [{ id: 1 }],
    catchup_enabled: true,
    catchup_duration_total: 4320,
    streaming_profiles: [makeChannelProfile()],
    ...overrides,
  });
}
