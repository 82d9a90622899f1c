import { useFavouriteChannels } from '@/entities/channel';
import { ChannelResults } from './channel-results';

/** The viewer's favourite channels; one unfavourited here leaves the grid at once. */
export function FavouriteChannels() {
  const favourites = useFavouriteChannels();
  return (
    <ChannelResults
      channels={favourites.data}
      failed={favourites.isError}
      retry={() => void favourites.refetch()}
    />
  );
}
