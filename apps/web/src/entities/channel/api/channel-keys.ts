/** Query keys of the channel player's calls: one channel's details and a zapping line-up. */
export const channelKeys = {
  all: ['channel'] as const,
  detail: (id: number) => [...channelKeys.all, 'detail', id] as const,
  lineup: (categoryId: number | null) => [...channelKeys.all, 'lineup', { categoryId }] as const,
  stream: (channelId: number, programmeId: number | null) =>
    [...channelKeys.all, 'stream', { channelId, programmeId }] as const,
};
