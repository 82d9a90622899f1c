/** What one cached channel list was asked for: its category or search text, and its page sizes. */
export interface ChannelListKey {
  categoryId?: number;
  title?: string;
  /** Channels asked for by the first page. */
  limit: number;
  /** Channels asked for by each page appended after it, when it differs from `limit`. */
  nextLimit?: number;
}

/**
 * Query keys of channels. Every cached copy of a channel sits under `channelKeys.all`, so a
 * change to one (its favourite flag) reaches every list and the channel itself.
 */
export const channelKeys = {
  all: ['channel'] as const,
  lists: () => [...channelKeys.all, 'list'] as const,
  list: (key: ChannelListKey) => [...channelKeys.lists(), key] as const,
  categories: () => [...channelKeys.all, 'categories'] as const,
  favourites: () => [...channelKeys.all, 'favourites'] as const,
  detail: (id: number) => [...channelKeys.all, 'detail', id] as const,
  toggleFavourite: () => [...channelKeys.all, 'toggle-favourite'] as const,
  /** The channels the player zaps through: a category's, or all of them. */
  lineup: (categoryId: number | null) => [...channelKeys.all, 'lineup', { categoryId }] as const,
  stream: (channelId: number, from: number | null) =>
    [...channelKeys.all, 'stream', { channelId, from }] as const,
};
