import type { Channel } from '@marquee/contract';

/** Channel up (+1) or down (-1). */
export type ZapDirection = 1 | -1;

const byNumber = (a: Pick<Channel, 'id' | 'channel_number'>, b: typeof a) =>
  a.channel_number - b.channel_number || a.id - b.id;

/**
 * The channel after (up) or before (down) the playing one in channel_number order, wrapping at
 * either end of the line-up; null when the line-up has no other channel. A playing channel
 * missing from the line-up zaps from where its number would sit.
 */
export function neighbourChannel(
  lineup: readonly Channel[],
  current: Pick<Channel, 'id' | 'channel_number'>,
  direction: ZapDirection,
): Channel | null {
  const others = lineup.filter((channel) => channel.id !== current.id).sort(byNumber);
  if (others.length === 0) return null;
  // Where the playing channel sits among the others: the first one that sorts after it.
  const after = others.findIndex((channel) => byNumber(channel, current) > 0);
  const firstAfter = after === -1 ? others.length : after;
  const index = direction === 1 ? firstAfter : firstAfter - 1;
  return others[(index + others.length) % others.length]!;
}
