/** Query keys of the player feature. */
export const playerKeys = {
  all: ['player'] as const,
  stream: (vodId: number, profileId: number) =>
    [...playerKeys.all, 'stream', { vodId, profileId }] as const,
  campaigns: (vodId: number) => [...playerKeys.all, 'campaigns', { vodId }] as const,
  thumbnails: (url: string) => [...playerKeys.all, 'thumbnails', { url }] as const,
};
