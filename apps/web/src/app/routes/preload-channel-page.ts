import { preloadChannelPlayerWhenIdle } from '@/features/player/components/player-host';
import { whenIdle } from '@/shared/lib/when-idle';

/**
 * For pages that list channels: the channel page's code and the channel player's arrive once
 * the page is idle, so a click on a channel goes straight to its stream call. Returns a
 * canceller, for an effect's clean-up.
 */
export function preloadChannelPageWhenIdle(): () => void {
  const cancelPlayer = preloadChannelPlayerWhenIdle();
  const cancelPage = whenIdle(() => void import('./channel-route'));
  return () => {
    cancelPlayer();
    cancelPage();
  };
}
