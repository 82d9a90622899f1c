import type { FeatureIcon } from '@/shared/ui/icon';

/** The account menu's own icons, kept with it rather than in the shared set (`FeatureIcon`). */
export const sessionIcons = {
  profiles: {
    path: 'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 2c-2.7 0-8 1.3-8 4v3h16v-3c0-2.7-5.3-4-8-4Zm8 0c-.3 0-.7 0-1.1.1 1.2.9 2.1 2.1 2.1 3.9v3h7v-3c0-2.7-5.3-4-8-4Z',
  },
  myList: { path: 'M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2Zm0 15-5-2.2L7 18V5h10v13Z' },
} satisfies Record<string, FeatureIcon>;
