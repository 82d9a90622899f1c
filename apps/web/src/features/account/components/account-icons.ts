import type { FeatureIcon } from '@/shared/ui/icon';

/** The account area's own icons, loaded with it rather than in the shared set (`FeatureIcon`). */
export const accountIcons = {
  trash: {
    path: 'M9 3v1H4v2h1v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V6h1V4h-5V3H9ZM7 6h10v13H7V6Zm2 2v9h2V8H9Zm4 0v9h2V8h-2Z',
  },
  devices: {
    path: 'M4 6h18V4H4a2 2 0 0 0-2 2v11H0v3h14v-3H4V6Zm19 2h-6a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1Zm-1 9h-4v-7h4v7Z',
  },
  receipt: {
    path: 'M18 17H6v-2h12v2Zm0-4H6v-2h12v2Zm0-4H6V7h12v2ZM3 22l1.5-1.5L6 22l1.5-1.5L9 22l1.5-1.5L12 22l1.5-1.5L15 22l1.5-1.5L18 22l1.5-1.5L21 22V2l-1.5 1.5L18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2 4.5 3.5 3 2v20Z',
  },
  plus: { path: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2Z' },
  edit: {
    path: 'M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25ZM20.7 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z',
  },
} satisfies Record<string, FeatureIcon>;
