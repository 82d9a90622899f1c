import type { QueryClient } from '@tanstack/react-query';
import { ItemType, type Channel } from '@marquee/contract';
import { channelKeys } from '../api/channel-keys';
import { byChannelNumber } from './channel-pages';

function isChannel(value: unknown): value is Channel {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === ItemType.channel &&
    typeof (value as { id?: unknown }).id === 'number'
  );
}

/**
 * The cached data with the channel's favourite flag set, whatever its shape: a channel, an
 * array of them, a list (`items`), the pages of a growing list (`pages`) or a guide row
 * (`channel`). Data without that channel comes back as it was, the same object.
 */
export function withFavourite<T>(data: T, channelId: number, favorite: boolean): T {
  if (isChannel(data)) {
    return data.id === channelId && data.favorite !== favorite ? { ...data, favorite } : data;
  }
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((entry: unknown) => {
      const patched = withFavourite(entry, channelId, favorite);
      if (patched !== entry) changed = true;
      return patched;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  let result = data;
  for (const field of ['items', 'pages', 'channel'] as const) {
    if (!(field in data)) continue;
    const before = (data as Record<string, unknown>)[field];
    const after = withFavourite(before, channelId, favorite);
    if (after !== before) result = { ...result, [field]: after };
  }
  return result;
}

/**
 * Marks a channel favourite or not in every cached copy (catalogue §4: the flag of the channel
 * with that id flips), and puts it in or takes it out of the favourite channels.
 */
export function setFavourite(queryClient: QueryClient, channel: Channel, favorite: boolean): void {
  queryClient.setQueriesData({ queryKey: channelKeys.all }, (data: unknown) =>
    withFavourite(data, channel.id, favorite),
  );
  queryClient.setQueryData<Channel[]>(channelKeys.favourites(), (favourites) => {
    if (!favourites) return favourites;
    const held = favourites.some((entry) => entry.id === channel.id);
    if (!favorite) return held ? favourites.filter((entry) => entry.id !== channel.id) : favourites;
    return held ? favourites : byChannelNumber([...favourites, { ...channel, favorite: true }]);
  });
}
