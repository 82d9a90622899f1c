import type { GuideWindow } from '../model/guide-window';

/** Query keys of the guide: one channel's programmes in a window. */
export const programmeKeys = {
  all: ['programme'] as const,
  guide: (channelId: number, window: GuideWindow) =>
    [...programmeKeys.all, 'guide', { channelId, ...window }] as const,
};
