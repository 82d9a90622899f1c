import { channelSchema, type Channel } from '@marquee/contract';

/**
 * What a link to /channels/{id} may carry in navigation state: the channel as the list showed
 * it (so the player starts at once), where the viewer came from (leaving returns there) and the
 * category of the list they came from (channel up and down follow it).
 */
export interface ChannelNavigationState {
  channel?: Channel;
  originRoute?: string;
  categoryId?: number;
}

/** Reads a channel link's state; whatever is missing or malformed is left out. */
export function readChannelState(state: unknown): ChannelNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const { channel, originRoute, categoryId } = state as Record<string, unknown>;
  const read: ChannelNavigationState = {};
  const parsed = channelSchema.safeParse(channel);
  if (parsed.success) read.channel = parsed.data;
  if (typeof originRoute === 'string') read.originRoute = originRoute;
  if (typeof categoryId === 'number' && Number.isInteger(categoryId)) read.categoryId = categoryId;
  return read;
}
