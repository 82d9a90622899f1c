import type { Channel, Programme } from '@marquee/contract';

/**
 * Catch-up is available only for past programmes within `catchup_duration_total` minutes of
 * their start, when `catchup_enabled` is set (access §4 and catalogue §4, Catchup). `now` is
 * epoch milliseconds; programme times are Unix seconds.
 */
export function isCatchupAvailable(
  channel: Pick<Channel, 'catchup_enabled' | 'catchup_duration_total'>,
  programme: Pick<Programme, 'start_timestamp' | 'end_timestamp'>,
  now: number,
): boolean {
  if (!channel.catchup_enabled) return false;
  const nowSeconds = now / 1000;
  const past = programme.end_timestamp <= nowSeconds;
  const windowEnd = programme.start_timestamp + channel.catchup_duration_total * 60;
  return past && nowSeconds <= windowEnd;
}
