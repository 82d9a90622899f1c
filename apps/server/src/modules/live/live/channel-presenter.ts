import { ItemType, type Channel, type ChannelCatchup } from '@marquee/contract';
import type { Entitlements } from '../../accounts/account/index.js';
import { presentVodProfile } from '../../catalogue/catalogue/index.js';
import type { ChannelRow } from './channel-repository.js';

/** Minutes in a day: a channel's catch-up is kept in days and sent in minutes. */
const MINUTES_PER_DAY = 1440;

/**
 * A channel's stored catch-up settings as the API sends them: `catchup_duration_total`, how
 * long after a programme's start its catch-up plays, is the channel's catch-up days in
 * minutes, or nothing when catch-up is off. The contract's catch-up rule (`isCatchupAvailable`,
 * `catchupWindow`) reads this.
 */
export function channelCatchup(row: {
  catchupEnabled: boolean;
  catchupDays: number;
}): ChannelCatchup {
  return {
    catchup_enabled: row.catchupEnabled,
    catchup_duration_total: row.catchupEnabled ? Math.max(0, row.catchupDays) * MINUTES_PER_DAY : 0,
  };
}

/**
 * A channel as every live call answers it. `subscribed` follows its streaming profiles as a
 * film's follows its playback profiles: one included in an active subscription, or owned.
 */
export function presentChannel(row: ChannelRow, entitlements: Entitlements): Channel {
  const profiles = row.profiles.map((profile) => presentVodProfile(profile, entitlements));
  return {
    id: row.id,
    type: ItemType.channel,
    title: row.title,
    channel_number: row.channelNumber,
    logo_url: row.logoUrl,
    screenshot_url: row.screenshotUrl,
    favorite: row.favorite,
    channel_categories: row.categoryIds.map((id) => ({ id })),
    ...channelCatchup(row),
    // The stream call answers catch-up itself (POST /channels/stream with epg_programme_id).
    catchup_url_params: null,
    censorship_allowed: row.censorshipAllowed,
    parental_rating: row.parentalCode
      ? { code: row.parentalCode, require_pin: row.requirePin }
      : null,
    subscribed: profiles.some((profile) => profile.subscribed),
    streaming_profiles: profiles,
  };
}
