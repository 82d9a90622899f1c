import { useModules } from '@/shared/config/use-modules';
import type { ChannelRowDefinition } from '../lib/home-rows';
import { FavouriteChannelsRow } from './favourite-channels-row';
import { LiveTvRow } from './live-tv-row';

interface HomeChannelRowProps {
  row: ChannelRowDefinition;
}

/** A channel row of home, drawn only while the channels module is on. */
export function HomeChannelRow({ row }: HomeChannelRowProps) {
  const { channels } = useModules();
  if (!channels) return null;
  return row.channels === 'favourites' ? (
    <FavouriteChannelsRow row={row} />
  ) : (
    <LiveTvRow row={row} />
  );
}
