import type { FeatureIcon } from '@/shared/ui/icon';

export const BELL: FeatureIcon = {
  path: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2Zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2Z',
};

export const BELL_OFF: FeatureIcon = {
  path: 'M20 18.69 7.84 6.14 5.27 3.49 4 4.76l2.8 2.8v.01c-.52.99-.8 2.16-.8 3.42v5l-2 2v1h13.73l2 2L21 19.72l-1-1.03ZM12 22c1.11 0 2-.89 2-2h-4c0 1.11.89 2 2 2Zm6-7.32V11c0-3.08-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68c-.73.17-1.4.46-2.01.85L18 14.68Z',
};
