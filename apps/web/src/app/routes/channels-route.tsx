import { LastChannelRedirect } from '@/features/player/components/last-channel-redirect';

/** /channels : the channel watched last, or the first by channel_number. */
export function Component() {
  return <LastChannelRedirect />;
}
