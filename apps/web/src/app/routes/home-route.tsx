import { useEffect } from 'react';
import { HomePage } from '@/features/home/components/home-page';
import { preloadPlayerWhenIdle } from '@/features/player/components/player-host';

/** / and /home: home (its lists start in the route table's loader, route-loaders.ts). */
export function Component() {
  useEffect(preloadPlayerWhenIdle, []);
  return <HomePage />;
}
