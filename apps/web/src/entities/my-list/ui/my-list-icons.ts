import type { FeatureIcon } from '@/shared/ui/icon';

/** My List's button faces: a plus to add, a tick once in the list. */
export const myListIcons = {
  add: { path: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2Z' },
  added: { path: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z' },
} satisfies Record<string, FeatureIcon>;
